/**
 * The historical set-up of the rulebook (p. 25, "Tabelle di piazzamento"; the digest's §5.6), one line per place:
 *
 *   the place as the book writes it | our space or box | the units | trench level
 *
 * Units: an army by its counter id (`ah-1`), `n xx-c` for n corps of that nation; in parentheses when the book
 * sets it up reduced ("le unità tra parentesi sono a forza ridotta"). The Reserve Boxes are `cp-reserve` and
 * `ap-reserve`. The same set-up starts all three scenarios (4.0).
 */
export const SETUP = `
Casella della Riserva | cp-reserve  | 5 ah-c
Cracovia              | cracow      | 1 ah-c      | 1
Tarnow                | tarnow      | ah-1
Przemysl              | przemysl    | ah-4
Tarnopol              | tarnopol    | ah-3
Czernowitz            | czernowitz  | 1 ah-c
Munkacs               | munkacs     | (ah-2)
Timisvar              | timisvar    | 1 ah-c
Novi Sad              | novi-sad    | ah-5
Sarajevo              | sarajevo    | ah-6
Trento                | trent       | -           | 1
Villach               | villach     | 1 ah-c      | 1
Trieste               | trieste     | -           | 1
Casella della Riserva | cp-reserve  | 8 ge-c
Brema                 | bremen      | (1 ge-c)
Aachen                | aachen      | ge-1
Koblenz               | koblenz     | ge-2 ge-3
Metz                  | metz        | ge-4 ge-5   | 1
Strasburgo            | strasbourg  | ge-6
Mulhouse              | mulhouse    | (ge-7)      | 1
Konigsberg            | konigsberg  | -           | 1
Insterberg            | insterberg  | ge-8 1 ge-c
Oppeln                | oppeln      | (1 ge-c)
Anversa               | antwerp     | be-1
Casella della Riserva | ap-reserve  | 1 be-c
Casella della Riserva | ap-reserve  | 1 br-c 1 bef-c
Brussels              | brussels    | br-bef      | 1
Port Said             | port-said   | (1 br-c)    | 1
Cairo                 | cairo       | (1 br-c)    | 1
Basra                 | basra       | (1 br-c)    | 1
Casella della Riserva | ap-reserve  | 7 fr-c
Sedan                 | sedan       | fr-5
Verdun                | verdun      | fr-3 fr-4   | 1
Nancy                 | nancy       | fr-1 fr-2   | 1
Belfort               | belfort     | 2 fr-c      | 1
Bar le Duc            | bar-le-duc  | (fr-9)
Parigi                | paris       | (fr-6)      | 1
Grenoble              | grenoble    | 1 fr-c
Citje                 | cetinje     | 1 mn-c
Casella della Riserva | ap-reserve  | 6 ru-c
Riga                  | riga        | 1 ru-c      | 1
Szawli                | szawli      | 1 ru-c
Kovno                 | kovno       | ru-1
Grodno                | grodno      | 1 ru-c
Lomza                 | lomza       | ru-2
Ostrowiec             | ivangorod   | ru-4
Lublino               | lublin      | ru-5
Dubno                 | dubno       | ru-3
Kamenets Podolski     | kamenets    | ru-8
Odessa                | odessa      | 1 ru-c      | 1
Batum                 | batum       | 1 ru-c
Kars                  | kars        | 1 ru-c
Erivan                | erivan      | 1 ru-c
Casella della Riserva | ap-reserve  | 2 sb-c
Belgrado              | belgrade    | sb-1
Valjevo               | valjevo     | sb-2
`;

/**
 * The neutrals' units (p. 25, "Paesi neutrali"), placed only when the nation enters the war: they start off the map.
 * Bulgaria and Romania also put 1 corps in each of any 4 other spaces of their country; Albania and Persia have
 * no units, and the USA enter with none (all US units come by reinforcement cards).
 */
export const NEUTRAL_SETUP = `
Sofia                 | sofia          | 2 bu-c
Florina               | florina        | 1 gr-c
Larisa                | larisa         | 1 gr-c
Atene                 | athens         | 1 gr-c
Casella della Riserva | ap-reserve     | 4 it-c
Torino                | turin          | 1 it-c
Verona                | verona         | (it-1)
Asiago                | asiago         | (it-4)
Maggiore              | maggiore       | (it-3)
Udine                 | udine          | (it-2)
Roma                  | rome           | 1 it-c
Taranto               | taranto        | 1 it-c
Bucarest              | bucharest      | 2 ro-c
Adrianopoli           | adrianople     | 1 tu-c
Gallipoli             | gallipoli      | 1 tu-c
Costantinopoli        | constantinople | 1 tu-c
Balikesir             | balikesir      | 1 tu-c
Ankara                | ankara         | 1 tu-c
Adana                 | adana          | 1 tu-c
Rize                  | rize           | 1 tu-c
Erzerum               | erzerum        | 1 tu-c
Giresun               | giresun        | 1 tu-c
Van                   | van            | 1 tu-c
Mosul                 | mosul          | 1 tu-c
Bagdhad               | baghdad        | 1 tu-c      | 1
Damasco               | damascus       | 1 tu-c
Gaza                  | gaza           | 1 tu-c      | 1
Medina                | medina         | 1 tu-c
`;
