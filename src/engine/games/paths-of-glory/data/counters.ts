/**
 * The combat units of Paths of Glory, one line per army and one per kind of corps:
 *
 *   id | name | nation | kind | how many | full CF-LF-MF | reduced CF-LF-MF | notes
 *
 * A corps line stands for `how many` counters, numbered from 1 (`ge-c` gives `ge-c1` ... `ge-c19`).
 * Notes: `nr` the unit is never replaced (the dot of 2.2.1, 12.4.7), `ne` it may enter the Near East (11.3.1), `dx`
 * a unit of the 2022 Deluxe optional cards alone (AP #57 Russian Cavalry, AP #60 Czech Legion, CP #59 Polish
 * Restoration), in play only in a game created with them.
 *
 * The 2004 rulebook prints no counter (its §2.2.1 refers to an illustration of the English book). The values and the
 * counter mix are the 2022 Deluxe data of rally-the-troops/paths-of-glory (RTT); its Deluxe-only units (the RU cavalry
 * and Czech Legion corps, the Polish corps: German units for the rules, as their card says) are the last three lines,
 * off the map until their cards bring them. The rulebook's own examples confirm: German armies 5-3-3,
 * German corps 2-1-4, Russian 2nd Army 3-2-3, Russian corps 1-1-3, British 3rd and 4th Armies 4-3-3, the reduced CND
 * corps 2-1-4, French 6th Army 3-3-3, French armies' LF 3 on both sides, Russian armies' LF 2.
 * Two departures from that data: Portuguese, Australian and Canadian corps get their own nation (RTT files them as
 * British) because the "A" replacement points of 17.1 pay for them and not for British units; and a 15th Turkish corps
 * is added, since the 2004 set-up (p. 25) places 15 where the 2022 data has 14.
 */
export const COUNTERS = `
ge-1      | GE 1st Army           | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-2      | GE 2nd Army           | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-3      | GE 3rd Army           | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-4      | GE 4th Army           | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-5      | GE 5th Army           | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-6      | GE 6th Army           | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-7      | GE 7th Army           | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-8      | GE 8th Army           | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-9      | GE 9th Army           | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-10     | GE 10th Army          | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-11     | GE 11th Army          | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-12     | GE 12th Army          | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-14     | GE 14th Army          | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-17     | GE 17th Army          | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ge-18     | GE 18th Army          | ge  | army  | 1  | 5-3-3 | 3-3-3 | -
ah-1      | AH 1st Army           | ah  | army  | 1  | 3-2-3 | 1-2-3 | -
ah-2      | AH 2nd Army           | ah  | army  | 1  | 3-2-3 | 1-2-3 | -
ah-3      | AH 3rd Army           | ah  | army  | 1  | 3-2-3 | 1-2-3 | -
ah-4      | AH 4th Army           | ah  | army  | 1  | 3-2-3 | 1-2-3 | -
ah-5      | AH 5th Army           | ah  | army  | 1  | 3-2-3 | 1-2-3 | -
ah-6      | AH 6th Army           | ah  | army  | 1  | 3-2-3 | 1-2-3 | -
ah-7      | AH 7th Army           | ah  | army  | 1  | 3-2-3 | 1-2-3 | -
ah-10     | AH 10th Army          | ah  | army  | 1  | 3-2-3 | 1-2-3 | -
ah-11     | AH 11th Army          | ah  | army  | 1  | 3-2-3 | 1-2-3 | -
tu-yld    | TU YLD Army           | tu  | army  | 1  | 1-2-3 | 1-2-2 | nr ne
tu-aoi    | TU AoI Army           | tu  | army  | 1  | 1-2-3 | 1-2-2 | nr ne
fr-1      | FR 1st Army           | fr  | army  | 1  | 3-3-3 | 2-3-3 | -
fr-2      | FR 2nd Army           | fr  | army  | 1  | 3-3-3 | 2-3-3 | -
fr-3      | FR 3rd Army           | fr  | army  | 1  | 3-3-3 | 2-3-3 | -
fr-4      | FR 4th Army           | fr  | army  | 1  | 3-3-3 | 2-3-3 | -
fr-5      | FR 5th Army           | fr  | army  | 1  | 3-3-3 | 2-3-3 | -
fr-6      | FR 6th Army           | fr  | army  | 1  | 3-3-3 | 2-3-3 | -
fr-7      | FR 7th Army           | fr  | army  | 1  | 3-3-3 | 2-3-3 | -
fr-9      | FR 9th Army           | fr  | army  | 1  | 3-3-3 | 2-3-3 | -
fr-10     | FR 10th Army          | fr  | army  | 1  | 3-3-3 | 2-3-3 | -
fr-orient | FR Army of the Orient | fr  | army  | 1  | 3-3-3 | 2-3-3 | nr ne
br-1      | BR 1st Army           | br  | army  | 1  | 4-3-3 | 3-3-3 | -
br-2      | BR 2nd Army           | br  | army  | 1  | 4-3-3 | 3-3-3 | -
br-3      | BR 3rd Army           | br  | army  | 1  | 4-3-3 | 3-3-3 | -
br-4      | BR 4th Army           | br  | army  | 1  | 4-3-3 | 3-3-3 | -
br-5      | BR 5th Army           | br  | army  | 1  | 4-3-3 | 3-3-3 | -
br-bef    | BEF Army              | br  | army  | 1  | 5-3-3 | 4-3-3 | nr
br-ne     | BR NE Army            | br  | army  | 1  | 4-3-3 | 3-3-3 | nr ne
br-mef    | MEF Army              | br  | army  | 1  | 1-2-3 | 1-2-3 | nr ne
us-1      | US 1st Army           | us  | army  | 1  | 5-3-3 | 3-3-3 | -
us-2      | US 2nd Army           | us  | army  | 1  | 5-3-3 | 3-3-3 | -
ru-1      | RU 1st Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-2      | RU 2nd Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-3      | RU 3rd Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-4      | RU 4th Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-5      | RU 5th Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-6      | RU 6th Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-7      | RU 7th Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-8      | RU 8th Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-9      | RU 9th Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-10     | RU 10th Army          | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-11     | RU 11th Army          | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-12     | RU 12th Army          | ru  | army  | 1  | 3-2-3 | 2-2-3 | -
ru-cau    | RU CAU Army           | ru  | army  | 1  | 3-2-3 | 2-2-3 | nr ne
be-1      | BE 1st Army           | be  | army  | 1  | 2-3-3 | 1-3-3 | -
sb-1      | SB 1st Army           | sb  | army  | 1  | 2-2-3 | 1-2-3 | -
sb-2      | SB 2nd Army           | sb  | army  | 1  | 2-2-3 | 1-2-3 | -
it-1      | IT 1st Army           | it  | army  | 1  | 2-2-3 | 1-2-3 | -
it-2      | IT 2nd Army           | it  | army  | 1  | 2-2-3 | 1-2-3 | -
it-3      | IT 3rd Army           | it  | army  | 1  | 2-2-3 | 1-2-3 | -
it-4      | IT 4th Army           | it  | army  | 1  | 2-2-3 | 1-2-3 | -
it-5      | IT 5th Army           | it  | army  | 1  | 2-2-3 | 1-2-3 | -
ge-c      | GE corps              | ge  | corps | 19 | 2-1-4 | 1-1-4 | -
ah-c      | AH corps              | ah  | corps | 11 | 1-1-3 | 0-1-3 | -
tu-c      | TU corps              | tu  | corps | 15 | 1-1-3 | 0-1-3 | -
sn-c      | SN corps              | sn  | corps | 1  | 1-1-1 | 0-1-1 | nr
bu-c      | BU corps              | bu  | corps | 6  | 2-1-3 | 0-1-3 | -
fr-c      | FR corps              | fr  | corps | 10 | 1-1-4 | 1-1-4 | -
br-c      | BR corps              | br  | corps | 10 | 2-1-4 | 1-1-4 | -
bef-c     | BEF corps             | br  | corps | 1  | 2-2-4 | 2-1-4 | nr
aus-c     | AUS corps             | aus | corps | 1  | 2-1-4 | 2-1-4 | -
cnd-c     | CND corps             | cnd | corps | 1  | 2-1-4 | 2-1-4 | -
pt-c      | PT corps              | pt  | corps | 1  | 1-1-3 | 0-1-3 | -
ana-c     | ANA corps             | ana | corps | 1  | 1-1-3 | 0-1-3 | -
ru-c      | RU corps              | ru  | corps | 18 | 1-1-3 | 0-1-3 | -
be-c      | BE corps              | be  | corps | 1  | 1-1-3 | 0-1-3 | -
sb-c      | SB corps              | sb  | corps | 2  | 1-1-4 | 0-1-4 | -
mn-c      | MN corps              | mn  | corps | 1  | 1-1-0 | 0-1-0 | -
it-c      | IT corps              | it  | corps | 7  | 1-1-3 | 0-1-3 | -
ro-c      | RO corps              | ro  | corps | 6  | 1-1-3 | 0-1-3 | -
gr-c      | GR corps              | gr  | corps | 3  | 1-1-3 | 0-1-3 | -
us-c      | US corps              | us  | corps | 6  | 2-1-4 | 1-1-4 | -
rucav-c   | RU cavalry corps      | ru  | corps | 2  | 1-1-4 | 0-1-4 | dx
czl-c     | Czech Legion          | ru  | corps | 1  | 2-1-4 | 1-1-4 | dx
pl-c      | PL corps              | ge  | corps | 3  | 2-1-4 | 1-1-4 | dx
`;
