/**
 * The strategy cards of Paths of Glory, one a line:
 *
 *   side | number | deck | OPS | SR | WS | flags | RP | reinforcements | English name | Italian name
 *
 * - deck: `M` Mobilization, `L` Limited War, `T` Total War (2.3: 14, 20 and 21 cards a side).
 * - WS: the War Status number of the event, `(n)` after the title (9.5.1.3); 0 for none.
 * - flags: `*` removed after its event (3.0, 9.5.1.2); `cc` Combat Card (3.0, 9.5.4); `deluxe` a 2022 Deluxe optional
 *   card, not in the 2004 deck; `?ops` `?sr` `?rp` `?units` that value is not the 2004 book's (see below).
 * - RP: the card's RP box in the book's column order, `-` for none: Allied cards A IT BR FR RU (A = the Allied minor
 *   nations, 17.1.1.1), Central Powers cards AH BU GE TU (9.4.1; the example of play confirms Falkenhayn's 2 AH, 3 GE).
 * - reinforcements: the units a reinforcement event brings (9.5.3), by counter id of this pack (`br-2`, `sn-c1`); `n
 *   xx-c` for n corps of that kind (any of its counters); `!id` for a unit no counter of this pack stands for. The
 *   Deluxe AP #57 Russian Cavalry, AP #60 Czech Legion and CP #59 Polish Restoration bring units too, but are not
 *   reinforcement cards (no 9.5.3.1 limits): their events place them (rules/events-deluxe.ts), so `-` here.
 * - names: the English title as printed (the Italian list prints it, in capitals, under each Italian title: its
 *   spelling, the 2022 data's capitals; its slips TURKIS, AUSTRAI, ZAR and MICHEL read as Turkish, Austria, Tsar and
 *   Michael), and the Italian title of the list. The 2004 book does not name the Deluxe cards: their English name
 *   serves in both languages.
 *
 * Source of cards 1–55 of each side: the Italian rulebook's card list (I Sentieri della Gloria, GMT 2004, pp. 28–35),
 * which gives each card's title, `*`, WS, deck, OPS, SR, RP and event; the Combat Card flag, which that list prints
 * only on Putnik, is the 2022 data's (it matches every card the rules and example of play call a CC: Withdrawal,
 * Pleve, Putnik, Hurricane Barrage, They Shall Not Pass, CP Severe Weather, Fortified Machine Guns, Kemal, von Hutier).
 * Where the book is silent or garbled the value is the 2022 Deluxe data of rally-the-troops/paths-of-glory (RTT,
 * `data.js` at 67df587, as transcribed in the project's reference notes), flagged `?`:
 * - CP #14: the book gives title, deck and `*` but not its OPS, SR, RP or event: 4, 4, 2 1 3 1, AH 7th Army, 2 corps.
 * - CP #21: the book prints RP 2 1 - 2, no German RP on a German card and unlike every other 3-OPS CP card: 1 - 2 1.
 * - CP #23: the book says 1st Army, which starts on the map (p. 25): the 11th Army.
 * Source of the Deluxe cards 56–65: the same 2022 data, unchecked. data/README.md lists every 2022-vs-2004 difference.
 */
export const DECK = `
ap |  1 | M | 4 | 4 | 1 | *           | 1 1 2 2 3 | br-2 1 br-c        | British Reinforcements         | Rinforzi Inglesi
ap |  2 | M | 4 | 4 | 2 | *           | 1 1 2 2 3 | -                  | Blockade                       | Blocco
ap |  3 | M | 3 | 4 | 0 | *           | - 1 1 1 2 | ru-11 1 ru-c       | Russian Reinforcements         | Rinforzi Russi
ap |  4 | M | 2 | 2 | 0 | * cc        | - - 1 1 1 | -                  | Pleve                          | Pleve
ap |  5 | M | 2 | 2 | 0 | cc          | - - 1 1 1 | -                  | Putnik                         | Putnik
ap |  6 | M | 2 | 2 | 0 | * cc        | - - 1 1 1 | -                  | Withdrawal                     | Ritirata
ap |  7 | M | 2 | 2 | 0 | cc          | - - 1 1 1 | -                  | Severe Weather                 | Tempo Cattivo
ap |  8 | M | 2 | 2 | 0 | *           | - - 1 1 1 | 2 ru-c             | Russian Reinforcements         | Rinforzi Russi
ap |  9 | M | 3 | 4 | 0 | *           | - 1 1 1 2 | -                  | Moltke                         | Moltke
ap | 10 | M | 3 | 4 | 0 | *           | - 1 1 1 2 | fr-10              | French Reinforcements          | Rinforzi Francesi
ap | 11 | M | 3 | 4 | 0 | *           | - 1 1 1 2 | ru-9 ru-10         | Russian Reinforcements         | Rinforzi Russi
ap | 12 | M | 3 | 4 | 0 | *           | - 1 1 1 2 | -                  | Entrench                       | Trinceramenti
ap | 13 | M | 4 | 4 | 2 | *           | 1 1 2 2 3 | -                  | Rape of Belgium                | Occupazione del Belgio
ap | 14 | M | 4 | 4 | 1 | *           | 1 1 2 2 3 | br-1 1 br-c        | British Reinforcements         | Rinforzi Inglesi
ap | 15 | L | 3 | 4 | 0 | *           | - 1 1 1 2 | br-4 1 br-c        | British Reinforcements         | Rinforzi Inglesi
ap | 16 | L | 5 | 5 | 1 | *           | 1 2 3 3 4 | -                  | Romania                        | Romania
ap | 17 | L | 5 | 5 | 2 | *           | 1 - 3 3 4 | -                  | Italy                          | Italia
ap | 18 | L | 2 | 2 | 0 | cc          | - - 1 1 1 | -                  | Hurricane Barrage              | Sbarramento di Artiglieria
ap | 19 | L | 2 | 2 | 0 | cc          | - - 1 1 1 | -                  | Air Superiority                | Superiorità Aerea
ap | 20 | L | 2 | 2 | 0 | *           | - - 1 1 1 | aus-c1 cnd-c1      | British Reinforcements         | Rinforzi Inglesi
ap | 21 | L | 2 | 2 | 0 | * cc        | - - 1 1 1 | -                  | Phosgene Gas                   | Gas Fosgene
ap | 22 | L | 3 | 4 | 0 | *           | - 1 1 1 2 | it-5               | Italian Reinforcements         | Rinforzi Italiani
ap | 23 | L | 2 | 2 | 0 | *           | - - 1 1 2 | -                  | Cloak and Dagger               | Spie
ap | 24 | L | 3 | 4 | 0 | *           | - 1 1 1 2 | fr-7               | French Reinforcements          | Rinforzi Francesi
ap | 25 | L | 3 | 4 | 0 | *           | - 1 1 1 2 | ru-6 ru-7 1 ru-c   | Russian Reinforcements         | Rinforzi Russi
ap | 26 | L | 3 | 4 | 2 | *           | - 1 1 1 2 | -                  | Lusitania                      | Lusitania
ap | 27 | L | 3 | 4 | 1 | *           | - 1 1 1 2 | -                  | Great Retreat                  | Grande Ritirata
ap | 28 | L | 4 | 4 | 0 | *           | 1 1 2 2 3 | -                  | Landships                      | Carri
ap | 29 | L | 4 | 4 | 0 | *           | 1 1 2 2 3 | ru-cau             | Yudenich                       | Yudenich
ap | 30 | L | 4 | 4 | 0 | *           | 1 1 2 2 3 | -                  | Salonika                       | Salonicco
ap | 31 | L | 4 | 4 | 1 | *           | 1 1 2 2 3 | br-mef             | MEF                            | MEF
ap | 32 | L | 2 | 2 | 0 | *           | - - 1 1 1 | ru-12              | Russian Reinforcements         | Rinforzi Russi
ap | 33 | L | 2 | 2 | 0 | *           | - - 1 1 1 | -                  | Grand Fleet                    | Grande Flotta
ap | 34 | L | 3 | 4 | 0 | *           | - 1 1 1 2 | br-3 2 br-c        | British Reinforcements         | Rinforzi Inglesi
ap | 35 | T | 4 | 4 | 0 | *           | 1 1 2 2 3 | -                  | Yanks and Tanks                | Americani e Carri
ap | 36 | T | 2 | 2 | 0 | cc          | - - 1 1 1 | -                  | Mine Attack                    | Attacco con Mine
ap | 37 | T | 2 | 2 | 1 | *           | - - 1 1 1 | -                  | Independent Air Force          | Forza Aerea Indipendente
ap | 38 | T | 2 | 2 | 0 | *           | - - 1 1 1 | 1 us-c             | USA Reinforcements             | Rinforzi Americani
ap | 39 | T | 2 | 2 | 0 | cc          | - - 1 1 1 | -                  | They Shall Not Pass            | Non Passeranno
ap | 40 | T | 2 | 2 | 0 | *           | - - 1 1 1 | -                  | 14 Points                      | 14 Punti
ap | 41 | T | 3 | 4 | 0 | *           | - 1 1 1 2 | ana-c1             | Arab Northern Army             | Armata Araba Settentrionale
ap | 42 | T | 3 | 4 | 0 | *           | - 1 1 1 2 | br-5 1 br-c pt-c1  | British Reinforcements         | Rinforzi Inglesi
ap | 43 | T | 3 | 4 | 0 | *           | - 1 1 1 2 | us-1 2 us-c        | USA Reinforcements             | Rinforzi Americani
ap | 44 | T | 3 | 4 | 1 | *           | - 1 1 1 2 | -                  | Greece                         | Grecia
ap | 45 | T | 3 | 4 | 0 | *           | - 1 1 1 2 | -                  | Kerensky Offensive             | Offensiva di Kerensky
ap | 46 | T | 4 | 4 | 2 | *           | 1 1 2 2 3 | -                  | Brusilov Offensive             | Offensiva di Brusilov
ap | 47 | T | 4 | 4 | 0 | *           | 1 1 2 2 3 | us-2 1 us-c        | USA Reinforcements             | Rinforzi Americani
ap | 48 | T | 4 | 4 | 0 | cc          | 1 1 2 2 3 | -                  | Royal Tank Corps               | Corpo Carristi
ap | 49 | T | 4 | 4 | 0 | *           | 1 1 2 2 3 | -                  | Sinai Pipeline                 | Linea di Rifornimento nel Sinai
ap | 50 | T | 4 | 4 | 1 | *           | 1 1 2 2 3 | br-ne              | Allenby                        | Allenby
ap | 51 | T | 4 | 4 | 1 | *           | 1 1 2 2 3 | -                  | Everyone Into Battle           | Tutti in Battaglia
ap | 52 | T | 4 | 4 | 0 | *           | 1 1 2 2 3 | -                  | Convoy                         | Convoglio
ap | 53 | T | 5 | 5 | 0 | *           | 1 2 3 3 4 | fr-orient          | Army of the Orient             | Armata d'Oriente
ap | 54 | T | 5 | 5 | 2 | *           | 1 2 3 3 4 | -                  | Zimmermann Telegram            | Telegramma Zimmermann
ap | 55 | T | 5 | 5 | 0 | *           | 1 2 3 3 4 | -                  | Over There                     | Proprio Là
ap | 56 | M | 2 | 2 | 0 | * deluxe    | - - 1 1 1 | -                  | Paris Taxis                    | Paris Taxis
ap | 57 | M | 3 | 4 | 0 | * deluxe    | - 1 1 1 2 | -                  | Russian Cavalry                | Russian Cavalry
ap | 58 | L | 2 | 2 | 0 | * cc deluxe | - - 1 1 1 | -                  | Russian Guards                 | Russian Guards
ap | 59 | L | 2 | 2 | 0 | cc deluxe   | - - 1 1 1 | -                  | Alpine Troops                  | Alpine Troops
ap | 60 | L | 3 | 4 | 0 | * deluxe    | - 1 1 1 2 | -                  | Czech Legion                   | Czech Legion
ap | 61 | L | 4 | 4 | 0 | * cc deluxe | 1 1 2 2 3 | -                  | Maude                          | Maude
ap | 62 | T | 2 | 2 | 1 | * deluxe    | - - 1 1 1 | -                  | The Sixtus Affair              | The Sixtus Affair
ap | 63 | T | 3 | 4 | 0 | * cc deluxe | - 1 1 1 2 | -                  | Backs To The Wall              | Backs To The Wall
ap | 64 | T | 3 | 4 | 0 | * deluxe    | - 1 1 1 2 | 2 us-c             | USA Reinforcements             | USA Reinforcements
ap | 65 | T | 4 | 4 | 0 | * deluxe    | 1 1 2 2 3 | -                  | Influenza                      | Influenza
cp |  1 | M | 3 | 4 | 2 | *           | 1 - 2 1   | -                  | Guns of August                 | I Cannoni di Agosto
cp |  2 | M | 2 | 2 | 0 | * cc        | - - 1 -   | -                  | Wireless Intercepts            | Intercettazioni Radio
cp |  3 | M | 2 | 2 | 0 | cc          | - - 1 -   | -                  | Von Francois                   | Von Francois
cp |  4 | M | 2 | 2 | 0 | cc          | - - 1 -   | -                  | Severe Weather                 | Brutto Tempo
cp |  5 | M | 2 | 2 | 0 | *           | - - 1 -   | -                  | Landwehr                       | Territoriali
cp |  6 | M | 3 | 4 | 0 | *           | 1 - 2 1   | -                  | Entrench                       | Trinceramenti
cp |  7 | M | 3 | 4 | 0 | *           | 1 - 2 1   | ge-9               | German Reinforcements          | Rinforzi Tedeschi
cp |  8 | M | 3 | 4 | 0 | *           | 1 - 2 1   | -                  | Race to the Sea                | Corsa al Mare
cp |  9 | M | 4 | 4 | 1 | *           | 2 1 3 1   | -                  | Reichstag Truce                | Tregua del Reichstag
cp | 10 | M | 3 | 4 | 0 | *           | 1 - 2 1   | -                  | SUD Army                       | Armata Meridionale
cp | 11 | M | 2 | 2 | 1 | *           | - - 1 -   | -                  | Oberost                        | Oberost
cp | 12 | M | 4 | 4 | 0 | *           | 2 1 3 1   | ge-10 2 ge-c       | German Reinforcements          | Rinforzi Tedeschi
cp | 13 | M | 4 | 4 | 2 | *           | 2 1 3 1   | -                  | Falkenhayn                     | Falkenhayn
cp | 14 | M | 4 | 4 | 0 | * ?ops ?sr ?rp ?units | 2 1 3 1 | ah-7 2 ah-c | Austria-Hungary Reinforcements | Rinforzi Austro-Ungheresi
cp | 15 | L | 2 | 2 | 0 | cc          | - - 1 -   | -                  | Chlorine Gas                   | Gas Clorino
cp | 16 | L | 2 | 2 | 0 | * cc        | - - 1 -   | -                  | Liman Von Sanders              | Liman Von Sanders
cp | 17 | L | 2 | 2 | 0 | -           | - - 1 -   | -                  | Mata Hari                      | Mata Hari
cp | 18 | L | 2 | 2 | 0 | cc          | - - 1 -   | -                  | Fortified Machine Guns         | Mitragliatrici in Fortificazioni
cp | 19 | L | 2 | 2 | 0 | cc          | - - 1 -   | -                  | Flamethrowers                  | Lanciafiamme
cp | 20 | L | 3 | 4 | 0 | *           | 1 - 2 1   | ah-10              | Austria-Hungary Reinforcements | Rinforzi Austro-Ungheresi
cp | 21 | L | 3 | 4 | 0 | * ?rp       | 1 - 2 1   | ge-11 1 ge-c       | German Reinforcements          | Rinforzi Tedeschi
cp | 22 | L | 3 | 4 | 0 | *           | 1 - 2 1   | ge-12 1 ge-c       | German Reinforcements          | Rinforzi Tedeschi
cp | 23 | L | 3 | 4 | 0 | * ?units    | 1 - 2 1   | ah-11              | Austria-Hungary Reinforcements | Rinforzi Austro-Ungheresi
cp | 24 | L | 3 | 4 | 0 | *           | 1 - 2 1   | sn-c1              | Libyan Revolt                  | Rivolta in Libia
cp | 25 | L | 4 | 4 | 0 | *           | 2 1 3 1   | -                  | High Seas Fleet                | Flotta Mare Aperto
cp | 26 | L | 4 | 4 | 1 | * cc        | 2 1 3 1   | -                  | Place of Execution             | Piazza delle Esecuzioni
cp | 27 | L | 4 | 4 | 1 | *           | 2 1 3 1   | -                  | Zeppelin Raids                 | Raid degli Zeppelin
cp | 28 | L | 4 | 4 | 1 | *           | 2 1 3 1   | -                  | Tsar Takes Command             | Lo Zar Prende il Comando
cp | 29 | L | 2 | 2 | 0 | *           | - - 1 -   | -                  | 11th Army                      | 11° Armata
cp | 30 | L | 2 | 2 | 0 | cc          | - - 1 -   | -                  | Alpenkorps                     | Corpo degli Alpini
cp | 31 | L | 3 | 4 | 0 | cc          | 1 - 2 1   | -                  | Kemal                          | Kemal
cp | 32 | L | 3 | 4 | 1 | *           | 1 - 2 1   | -                  | War in Africa                  | Guerra in Africa
cp | 33 | L | 5 | 5 | 2 | *           | 3 1 4 2   | -                  | Walter Rathenau                | Walter Rathenau
cp | 34 | L | 5 | 5 | 2 | *           | 3 - 4 2   | -                  | Bulgaria                       | Bulgaria
cp | 35 | T | 2 | 2 | 0 | cc          | - - 1 -   | -                  | Mustard Gas                    | Gas Mostarda
cp | 36 | T | 2 | 2 | 2 | *           | - - 1 -   | -                  | U-Boats Unleashed              | Sottomarini all'Attacco
cp | 37 | T | 2 | 2 | 1 | *           | - - 1 -   | -                  | Hoffmann                       | Hoffmann
cp | 38 | T | 2 | 2 | 0 | *           | - - 1 -   | 2 ge-c             | German Reinforcements          | Rinforzi Tedeschi
cp | 39 | T | 2 | 2 | 0 | *           | - - 1 -   | 2 ge-c             | German Reinforcements          | Rinforzi Tedeschi
cp | 40 | T | 3 | 4 | 0 | cc          | 1 - 2 1   | -                  | Air Superiority                | Superiorità Aerea
cp | 41 | T | 3 | 4 | 0 | *           | 1 - 2 1   | ge-14              | German Reinforcements          | Rinforzi Tedeschi
cp | 42 | T | 3 | 4 | 0 | *           | 1 - 2 1   | tu-yld             | Turkish Reinforcements         | Rinforzi Turchi
cp | 43 | T | 3 | 4 | 0 | * cc        | 1 - 2 1   | -                  | Von Below                      | Von Below
cp | 44 | T | 3 | 4 | 0 | * cc        | 1 - 2 1   | -                  | Von Hutier                     | Von Hutier
cp | 45 | T | 4 | 4 | 1 | *           | 2 1 3 1   | -                  | Treaty of Brest-Litovsk        | Trattato di Brest-Litovsk
cp | 46 | T | 4 | 4 | 0 | *           | 2 1 3 1   | ge-17 ge-18        | German Reinforcements          | Rinforzi Tedeschi
cp | 47 | T | 4 | 4 | 1 | *           | 2 1 3 1   | -                  | French Mutiny                  | Ammutinamento Francese
cp | 48 | T | 4 | 4 | 0 | *           | 2 1 3 1   | tu-aoi             | Turkish Reinforcements         | Rinforzi Turchi
cp | 49 | T | 4 | 4 | 1 | * cc        | 2 1 3 1   | -                  | Michael                        | Michel
cp | 50 | T | 4 | 4 | 0 | * cc        | 2 1 3 1   | -                  | Blucher                        | Blucher
cp | 51 | T | 4 | 4 | 0 | * cc        | 2 1 3 1   | -                  | Peace Offensive                | Offensiva per la Pace
cp | 52 | T | 5 | 5 | 0 | *           | 3 1 4 2   | -                  | Fall of the Tsar               | Caduta dello Zar
cp | 53 | T | 5 | 5 | 0 | *           | 3 1 4 2   | -                  | Bolshevik Revolution           | Rivoluzione Bolscevica
cp | 54 | T | 5 | 5 | 2 | *           | 3 1 4 2   | -                  | H-L Take Command               | H-L Prendono il Comando
cp | 55 | T | 4 | 4 | 0 | *           | 2 1 3 1   | -                  | Lloyd George                   | Lloyd George
cp | 56 | M | 2 | 2 | 0 | * cc deluxe | - - 1 -   | -                  | Withdrawal                     | Withdrawal
cp | 57 | M | 3 | 4 | 0 | * cc deluxe | 1 - 2 1   | -                  | Kaisertreu                     | Kaisertreu
cp | 58 | L | 2 | 2 | 0 | deluxe      | - - 1 -   | -                  | Stavka Timidity                | Stavka Timidity
cp | 59 | L | 3 | 4 | 0 | * deluxe    | 1 - 2 1   | -                  | Polish Restoration             | Polish Restoration
cp | 60 | L | 3 | 4 | 0 | * cc deluxe | 1 - 2 1   | -                  | Turk Determination             | Turk Determination
cp | 61 | L | 4 | 4 | 0 | * deluxe    | 2 1 3 1   | -                  | Haig                           | Haig
cp | 62 | T | 2 | 2 | 0 | * cc deluxe | - - 1 -   | -                  | Achtung: Panzer                | Achtung: Panzer
cp | 63 | T | 3 | 4 | 0 | * deluxe    | 1 - 2 1   | -                  | Russian Desertions             | Russian Desertions
cp | 64 | T | 3 | 4 | 0 | * cc deluxe | 1 - 2 1   | -                  | Alberich                       | Alberich
cp | 65 | T | 4 | 4 | 3 | * deluxe    | 2 1 3 1   | -                  | Prince Max                     | Prince Max
`;
