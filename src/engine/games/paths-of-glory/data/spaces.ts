/**
 * The spaces of the Paths of Glory map, one a line:
 *
 *   id | name | nation | terrain | fort | VP | flags | latitude | longitude
 *
 * Source of every column but the last two: the 2022 Deluxe map data of rally-the-troops/paths-of-glory (RTT, its
 * `data.js` at commit 67df587, as transcribed in the project's reference notes): the 2004 rulebook holds no map.
 * - `nation` is the country the space lies in (`none` for the four MEF beaches); `fort` is the fort's value, 0 for
 *   none; `VP` is the 2004 set (rule 5.7.2 of the 2022 book undone: Ahwaz, Venice, Minsk, Jerusalem and Kharput
 *   VP; Kovno, Sedan, Amiens, Koblenz and Aachen not), which matches the 2004 errata (Lodz VP, Kovno not).
 * - flags: `capital`, `supply` (supply source), `port-ap` / `port-cp` (port for that alliance's sea supply),
 *   `off-map` (the Russian off-map boxes, which connect like spaces), `beach` (MEF invasion beach), `near-east`
 *   (on the Near East inset; Constantinople and Bursa are on both maps, 11.3.1).
 * - latitude and longitude are ours (the place's real position; the four MEF beaches offshore of the space each
 *   lands on; Arabia, Sinai, Libya and the Caucasus box at the middle of the region they stand for). The layout is
 *   our projection of them (build-pack.ts), never anyone's map art.
 */
export const SPACES = `
london          | London            | br   | clear    | 0 | 0 | capital supply port-ap           | 51.51 | -0.13
cherbourg       | Cherbourg         | fr   | clear    | 0 | 0 | port-ap                          | 49.64 | -1.62
caen            | Caen              | fr   | clear    | 0 | 0 | -                                | 49.18 | -0.37
rennes          | Rennes            | fr   | clear    | 0 | 0 | -                                | 48.11 | -1.68
nantes          | Nantes            | fr   | clear    | 0 | 0 | port-ap                          | 47.22 | -1.55
la-rochelle     | La Rochelle       | fr   | clear    | 0 | 0 | port-ap                          | 46.16 | -1.15
bordeaux        | Bordeaux          | fr   | clear    | 0 | 0 | port-ap                          | 44.84 | -0.58
poitiers        | Poitiers          | fr   | clear    | 0 | 0 | -                                | 46.58 | 0.34
tours           | Tours             | fr   | clear    | 0 | 0 | -                                | 47.39 | 0.69
le-mans         | Le Mans           | fr   | clear    | 0 | 0 | -                                | 48.00 | 0.20
le-havre        | Le Havre          | fr   | clear    | 0 | 1 | port-ap                          | 49.49 | 0.11
rouen           | Rouen             | fr   | clear    | 0 | 1 | -                                | 49.44 | 1.10
orleans         | Orleans           | fr   | clear    | 0 | 1 | -                                | 47.90 | 1.90
st-amand        | St. Amand         | fr   | clear    | 0 | 0 | -                                | 46.72 | 2.50
paris           | Paris             | fr   | clear    | 1 | 1 | capital                          | 48.86 | 2.35
amiens          | Amiens            | fr   | clear    | 0 | 0 | -                                | 49.89 | 2.30
calais          | Calais            | fr   | swamp    | 0 | 1 | port-ap                          | 50.95 | 1.86
ostend          | Ostend            | be   | swamp    | 0 | 1 | port-ap                          | 51.23 | 2.92
cambrai         | Cambrai           | fr   | clear    | 0 | 1 | -                                | 50.18 | 3.23
chateau-thierry | Chateau Thierry   | fr   | clear    | 0 | 0 | -                                | 49.05 | 3.40
melun           | Melun             | fr   | clear    | 0 | 1 | -                                | 48.54 | 2.66
nevers          | Nevers            | fr   | clear    | 0 | 0 | -                                | 46.99 | 3.16
lyon            | Lyon              | fr   | clear    | 0 | 0 | -                                | 45.76 | 4.84
avignon         | Avignon           | fr   | clear    | 0 | 0 | -                                | 43.95 | 4.81
marseilles      | Marseilles        | fr   | clear    | 0 | 0 | port-ap                          | 43.30 | 5.37
nice            | Nice              | fr   | clear    | 0 | 0 | -                                | 43.70 | 7.27
grenoble        | Grenoble          | fr   | mountain | 0 | 0 | -                                | 45.19 | 5.72
dijon           | Dijon             | fr   | clear    | 0 | 1 | -                                | 47.32 | 5.04
bar-le-duc      | Bar le Duc        | fr   | clear    | 0 | 1 | -                                | 48.77 | 5.16
sedan           | Sedan             | fr   | forest   | 0 | 0 | -                                | 49.70 | 4.94
brussels        | Brussels          | be   | clear    | 0 | 1 | -                                | 50.85 | 4.35
antwerp         | Antwerp           | be   | clear    | 1 | 1 | -                                | 51.22 | 4.40
liege           | Liege             | be   | clear    | 3 | 0 | -                                | 50.63 | 5.57
verdun          | Verdun            | fr   | clear    | 3 | 1 | -                                | 49.16 | 5.38
nancy           | Nancy             | fr   | clear    | 2 | 1 | -                                | 48.69 | 6.18
belfort         | Belfort           | fr   | mountain | 2 | 0 | -                                | 47.64 | 6.86
turin           | Turin             | it   | clear    | 0 | 0 | -                                | 45.07 | 7.69
mulhouse        | Mulhouse          | ge   | mountain | 0 | 0 | -                                | 47.75 | 7.34
strasbourg      | Strasbourg        | ge   | clear    | 3 | 1 | -                                | 48.58 | 7.75
metz            | Metz              | ge   | forest   | 3 | 1 | -                                | 49.12 | 6.18
koblenz         | Koblenz           | ge   | clear    | 0 | 0 | -                                | 50.36 | 7.59
aachen          | Aachen            | ge   | clear    | 0 | 0 | -                                | 50.78 | 6.08
essen           | Essen             | ge   | clear    | 0 | 1 | supply                           | 51.46 | 7.01
frankfurt       | Frankfurt         | ge   | clear    | 0 | 1 | -                                | 50.11 | 8.68
mannheim        | Mannheim          | ge   | clear    | 0 | 0 | -                                | 49.49 | 8.47
stuttgart       | Stuttgart         | ge   | clear    | 0 | 1 | -                                | 48.78 | 9.18
wilhelmshaven   | Wilhelmshaven     | ge   | clear    | 0 | 0 | port-cp                          | 53.53 | 8.11
bremen          | Bremen            | ge   | clear    | 0 | 0 | -                                | 53.08 | 8.80
kassel          | Kassel            | ge   | clear    | 0 | 0 | -                                | 51.31 | 9.48
kiel            | Kiel              | ge   | clear    | 0 | 0 | port-cp                          | 54.32 | 10.12
hamburg         | Hamburg           | ge   | clear    | 0 | 0 | -                                | 53.55 | 9.99
hannover        | Hannover          | ge   | clear    | 0 | 0 | -                                | 52.37 | 9.73
erfurt          | Erfurt            | ge   | clear    | 0 | 0 | -                                | 50.98 | 11.03
nuremberg       | Nuremberg         | ge   | clear    | 0 | 0 | -                                | 49.45 | 11.08
augsburg        | Augsburg          | ge   | clear    | 0 | 0 | -                                | 48.37 | 10.90
innsbruck       | Innsbruck         | ah   | mountain | 0 | 0 | -                                | 47.27 | 11.39
trent           | Trent             | ah   | mountain | 3 | 1 | -                                | 46.07 | 11.12
milan           | Milan             | it   | clear    | 0 | 1 | -                                | 45.46 | 9.19
genoa           | Genoa             | it   | clear    | 0 | 1 | port-ap                          | 44.41 | 8.93
verona          | Verona            | it   | clear    | 0 | 0 | -                                | 45.44 | 10.99
bologna         | Bologna           | it   | clear    | 0 | 1 | -                                | 44.49 | 11.34
florence        | Florence          | it   | clear    | 0 | 1 | -                                | 43.77 | 11.25
viterbo         | Viterbo           | it   | clear    | 0 | 0 | -                                | 42.42 | 12.10
rome            | Rome              | it   | clear    | 0 | 1 | capital                          | 41.90 | 12.50
naples          | Naples            | it   | clear    | 0 | 1 | port-ap                          | 40.85 | 14.27
taranto         | Taranto           | it   | clear    | 0 | 0 | port-ap                          | 40.47 | 17.24
foggia          | Foggia            | it   | clear    | 0 | 0 | -                                | 41.46 | 15.55
pescara         | Pescara           | it   | clear    | 0 | 0 | -                                | 42.46 | 14.21
ancona          | Ancona            | it   | clear    | 0 | 0 | -                                | 43.62 | 13.52
ravenna         | Ravenna           | it   | clear    | 0 | 0 | -                                | 44.42 | 12.20
venice          | Venice            | it   | clear    | 0 | 1 | port-ap                          | 45.44 | 12.33
udine           | Udine             | it   | clear    | 0 | 0 | -                                | 46.06 | 13.23
asiago          | Asiago            | it   | clear    | 0 | 0 | -                                | 45.88 | 11.51
maggiore        | Maggiore          | it   | clear    | 0 | 0 | -                                | 45.95 | 8.65
spittal         | Spittal           | ah   | mountain | 0 | 0 | -                                | 46.80 | 13.50
munich          | Munich            | ge   | mountain | 0 | 1 | -                                | 48.14 | 11.58
regensburg      | Regensburg        | ge   | clear    | 0 | 0 | -                                | 49.01 | 12.10
leipzig         | Leipzig           | ge   | clear    | 0 | 0 | -                                | 51.34 | 12.37
berlin          | Berlin            | ge   | clear    | 0 | 1 | capital                          | 52.52 | 13.40
rostock         | Rostock           | ge   | clear    | 0 | 0 | port-cp                          | 54.09 | 12.10
stettin         | Stettin           | ge   | clear    | 0 | 0 | port-cp                          | 53.43 | 14.55
cottbus         | Cottbus           | ge   | clear    | 0 | 0 | -                                | 51.76 | 14.33
dresden         | Dresden           | ge   | clear    | 0 | 0 | -                                | 51.05 | 13.74
prague          | Prague            | ah   | clear    | 0 | 0 | -                                | 50.08 | 14.44
kolin           | Kolin             | ah   | clear    | 0 | 0 | -                                | 50.03 | 15.20
linz            | Linz              | ah   | clear    | 0 | 0 | -                                | 48.31 | 14.29
villach         | Villach           | ah   | mountain | 0 | 0 | -                                | 46.61 | 13.85
trieste         | Trieste           | ah   | mountain | 3 | 1 | -                                | 45.65 | 13.78
graz            | Graz              | ah   | mountain | 0 | 0 | -                                | 47.07 | 15.44
vienna          | Vienna            | ah   | clear    | 0 | 1 | capital                          | 48.21 | 16.37
brun            | Brun              | ah   | clear    | 0 | 0 | -                                | 49.20 | 16.61
olmutz          | Olmutz            | ah   | clear    | 0 | 0 | -                                | 49.59 | 17.25
oppeln          | Oppeln            | ge   | clear    | 0 | 0 | -                                | 50.67 | 17.93
breslau         | Breslau           | ge   | clear    | 2 | 1 | supply                           | 51.11 | 17.03
posen           | Posen             | ge   | clear    | 2 | 1 | -                                | 52.41 | 16.93
thorn           | Thorn             | ge   | clear    | 2 | 0 | -                                | 53.01 | 18.60
kolberg         | Kolberg           | ge   | clear    | 0 | 0 | port-cp                          | 54.18 | 15.58
danzig          | Danzig            | ge   | clear    | 2 | 1 | port-cp                          | 54.35 | 18.65
konigsberg      | Konigsberg        | ge   | clear    | 3 | 1 | port-cp                          | 54.71 | 20.51
tannenberg      | Tannenberg        | ge   | forest   | 0 | 0 | -                                | 53.50 | 20.13
plock           | Plock             | ru   | clear    | 0 | 0 | -                                | 52.55 | 19.70
lodz            | Lodz              | ru   | clear    | 0 | 1 | -                                | 51.76 | 19.46
czestochowa     | Czestochowa       | ru   | clear    | 0 | 0 | -                                | 50.81 | 19.12
cracow          | Cracow            | ah   | clear    | 2 | 1 | -                                | 50.06 | 19.94
martin          | Martin            | ah   | clear    | 0 | 0 | -                                | 49.07 | 18.92
budapest        | Budapest          | ah   | clear    | 0 | 1 | capital                          | 47.50 | 19.04
pecs            | Pecs              | ah   | clear    | 0 | 0 | -                                | 46.07 | 18.23
zagreb          | Zagreb            | ah   | clear    | 0 | 0 | -                                | 45.81 | 15.98
banja-luka      | Banja Luka        | ah   | mountain | 0 | 0 | -                                | 44.77 | 17.19
mostar          | Mostar            | ah   | mountain | 0 | 0 | -                                | 43.34 | 17.81
cetinje         | Cetinje           | mn   | mountain | 0 | 0 | capital                          | 42.39 | 18.92
tirana          | Tirana            | al   | mountain | 0 | 0 | -                                | 41.33 | 19.82
valona          | Valona            | al   | mountain | 0 | 0 | -                                | 40.47 | 19.49
florina         | Florina           | gr   | mountain | 0 | 0 | -                                | 40.78 | 21.40
larisa          | Larisa            | gr   | mountain | 0 | 0 | -                                | 39.64 | 22.42
athens          | Athens            | gr   | clear    | 0 | 0 | capital port-ap                  | 37.98 | 23.73
salonika        | Salonika          | gr   | mountain | 0 | 0 | port-ap                          | 40.64 | 22.94
monastir        | Monastir          | sb   | mountain | 0 | 0 | -                                | 41.03 | 21.33
kavala          | Kavala            | gr   | mountain | 0 | 0 | -                                | 40.94 | 24.40
strumitsa       | Strumitsa         | bu   | mountain | 0 | 0 | -                                | 41.44 | 22.64
skopje          | Skopje            | sb   | mountain | 0 | 0 | -                                | 42.00 | 21.43
nis             | Nis               | sb   | clear    | 0 | 0 | -                                | 43.32 | 21.90
valjevo         | Valjevo           | sb   | mountain | 0 | 0 | -                                | 44.27 | 19.89
sarajevo        | Sarajevo          | ah   | mountain | 0 | 0 | -                                | 43.86 | 18.41
belgrade        | Belgrade          | sb   | clear    | 1 | 1 | capital supply                   | 44.79 | 20.45
novi-sad        | Novi Sad          | ah   | clear    | 0 | 0 | -                                | 45.25 | 19.84
timisvar        | Timisvar          | ah   | clear    | 0 | 0 | -                                | 45.75 | 21.23
szeged          | Szeged            | ah   | clear    | 0 | 0 | -                                | 46.25 | 20.15
debrecen        | Debrecen          | ah   | clear    | 0 | 1 | -                                | 47.53 | 21.63
miskolcz        | Miskolcz          | ah   | clear    | 0 | 0 | -                                | 48.10 | 20.78
gorlice         | Gorlice           | ah   | mountain | 0 | 0 | -                                | 49.66 | 21.16
tarnow          | Tarnow            | ah   | clear    | 0 | 0 | -                                | 50.01 | 20.99
ivangorod       | Ivangorod         | ru   | clear    | 1 | 0 | -                                | 51.56 | 21.85
warsaw          | Warsaw            | ru   | clear    | 2 | 1 | -                                | 52.23 | 21.01
lomza           | Lomza             | ru   | clear    | 1 | 0 | -                                | 53.18 | 22.06
insterberg      | Insterberg        | ge   | forest   | 0 | 0 | -                                | 54.63 | 21.80
memel           | Memel             | ge   | clear    | 0 | 0 | port-cp                          | 55.70 | 21.14
libau           | Libau             | ru   | clear    | 0 | 0 | port-cp                          | 56.50 | 21.01
szawli          | Szawli            | ru   | clear    | 0 | 0 | -                                | 55.93 | 23.31
riga            | Riga              | ru   | clear    | 3 | 1 | port-cp                          | 56.95 | 24.10
reval           | Reval             | ru   | clear    | 0 | 0 | -                                | 59.44 | 24.75
pskov           | Pskov             | ru   | clear    | 0 | 0 | -                                | 57.82 | 28.33
petrograd       | Petrograd         | ru   | clear    | 0 | 0 | supply off-map                   | 59.94 | 30.31
velikiye-luki   | Velikiye Luki     | ru   | clear    | 0 | 0 | -                                | 56.34 | 30.53
opochka         | Opochka           | ru   | clear    | 0 | 0 | -                                | 56.71 | 28.65
dvinsk          | Dvinsk            | ru   | clear    | 0 | 0 | -                                | 55.87 | 26.52
kovno           | Kovno             | ru   | clear    | 1 | 0 | -                                | 54.90 | 23.90
vilna           | Vilna             | ru   | clear    | 0 | 1 | -                                | 54.69 | 25.28
moldechno       | Moldechno         | ru   | clear    | 0 | 0 | -                                | 54.31 | 26.85
polotsk         | Polotsk           | ru   | clear    | 0 | 0 | -                                | 55.49 | 28.78
vitebsk         | Vitebsk           | ru   | clear    | 0 | 0 | -                                | 55.19 | 30.20
moscow          | Moscow            | ru   | clear    | 0 | 0 | supply off-map                   | 55.75 | 37.62
smolensk        | Smolensk          | ru   | clear    | 0 | 0 | -                                | 54.78 | 32.05
orsha           | Orsha             | ru   | clear    | 0 | 0 | -                                | 54.51 | 30.42
roslavl         | Roslavl           | ru   | clear    | 0 | 0 | -                                | 53.95 | 32.86
mogilev         | Mogilev           | ru   | clear    | 0 | 0 | -                                | 53.90 | 30.33
minsk           | Minsk             | ru   | clear    | 0 | 1 | -                                | 53.90 | 27.57
gomel           | Gomel             | ru   | clear    | 0 | 0 | -                                | 52.44 | 30.98
slutsk          | Slutsk            | ru   | forest   | 0 | 0 | -                                | 53.03 | 27.55
baranovichi     | Baranovichi       | ru   | forest   | 0 | 0 | -                                | 53.13 | 26.01
grodno          | Grodno            | ru   | forest   | 1 | 0 | -                                | 53.68 | 23.83
bialystok       | Bialystok         | ru   | clear    | 0 | 0 | -                                | 53.13 | 23.16
brest-litovsk   | Brest Litovsk     | ru   | clear    | 1 | 0 | -                                | 52.10 | 23.70
pinsk           | Pinsk             | ru   | swamp    | 0 | 0 | -                                | 52.11 | 26.10
lublin          | Lublin            | ru   | clear    | 0 | 0 | -                                | 51.25 | 22.57
kovel           | Kovel             | ru   | swamp    | 0 | 0 | -                                | 51.21 | 24.71
sarny           | Sarny             | ru   | swamp    | 0 | 0 | -                                | 51.34 | 26.60
mozyr           | Mozyr             | ru   | swamp    | 0 | 0 | -                                | 52.05 | 29.25
chernigov       | Chernigov         | ru   | clear    | 0 | 0 | -                                | 51.50 | 31.30
kharkov         | Kharkov           | ru   | clear    | 0 | 0 | supply off-map                   | 49.99 | 36.23
kiev            | Kiev              | ru   | clear    | 0 | 1 | -                                | 50.45 | 30.52
zhitomir        | Zhitomir          | ru   | clear    | 0 | 0 | -                                | 50.25 | 28.66
rovno           | Rovno             | ru   | forest   | 0 | 0 | -                                | 50.62 | 26.25
lutsk           | Lutsk             | ru   | forest   | 1 | 0 | -                                | 50.75 | 25.34
dubno           | Dubno             | ru   | clear    | 1 | 0 | -                                | 50.42 | 25.75
przemysl        | Przemysl          | ah   | clear    | 3 | 0 | -                                | 49.78 | 22.77
lemberg         | Lemberg           | ah   | clear    | 0 | 1 | -                                | 49.84 | 24.03
uzhgorod        | Uzhgorod          | ah   | mountain | 0 | 0 | -                                | 48.62 | 22.30
stanislau       | Stanislau         | ah   | clear    | 0 | 0 | -                                | 48.92 | 24.71
tarnopol        | Tarnopol          | ah   | clear    | 0 | 0 | -                                | 49.55 | 25.59
munkacs         | Munkacs           | ah   | mountain | 0 | 0 | -                                | 48.44 | 22.72
czernowitz      | Czernowitz        | ah   | clear    | 0 | 1 | -                                | 48.29 | 25.94
kamenets        | Kamenets-Podolski | ru   | clear    | 0 | 0 | -                                | 48.68 | 26.58
vinnitsa        | Vinnitsa          | ru   | clear    | 0 | 0 | -                                | 49.23 | 28.47
belaya-tserkov  | Belaya Tserkov    | ru   | clear    | 0 | 0 | -                                | 49.80 | 30.10
caucasus        | Caucasus          | ru   | clear    | 0 | 0 | supply off-map                   | 47.20 | 39.70
uman            | Uman              | ru   | clear    | 0 | 0 | -                                | 48.75 | 30.20
odessa          | Odessa            | ru   | clear    | 3 | 1 | -                                | 46.48 | 30.73
zhmerinka       | Zhmerinka         | ru   | clear    | 0 | 0 | -                                | 49.04 | 28.10
jassy           | Jassy             | ro   | clear    | 0 | 0 | -                                | 47.16 | 27.59
schossburg      | Schossburg        | ah   | mountain | 0 | 0 | -                                | 46.22 | 24.79
cluj            | Cluj              | ah   | clear    | 0 | 1 | -                                | 46.77 | 23.60
hermannstadt    | Hermannstadt      | ah   | mountain | 0 | 0 | -                                | 45.80 | 24.15
kronstadt       | Kronstadt         | ah   | mountain | 0 | 0 | -                                | 45.65 | 25.60
targu-jiu       | Targu Jiu         | ro   | clear    | 0 | 0 | -                                | 45.04 | 23.27
carte-de-arges  | Carte de Arges    | ro   | mountain | 0 | 0 | -                                | 45.14 | 24.68
caracal         | Caracal           | ro   | clear    | 0 | 0 | -                                | 44.11 | 24.35
sofia           | Sofia             | bu   | clear    | 0 | 1 | capital supply                   | 42.70 | 23.32
barlad          | Barlad            | ro   | clear    | 0 | 0 | -                                | 46.23 | 27.67
kishinev        | Kishinev          | ru   | clear    | 0 | 0 | -                                | 47.00 | 28.85
ismail          | Ismail            | ru   | clear    | 0 | 0 | -                                | 45.35 | 28.84
galatz          | Galatz            | ro   | clear    | 0 | 0 | -                                | 45.43 | 28.05
ploesti         | Ploesti           | ro   | mountain | 0 | 1 | -                                | 44.94 | 26.02
bucharest       | Bucharest         | ro   | clear    | 0 | 1 | capital                          | 44.43 | 26.10
constanta       | Constanta         | ro   | clear    | 0 | 0 | -                                | 44.18 | 28.65
varna           | Varna             | bu   | clear    | 0 | 0 | -                                | 43.21 | 27.91
plevna          | Plevna            | bu   | clear    | 0 | 0 | -                                | 43.42 | 24.60
kazanlik        | Kazanlik          | bu   | mountain | 0 | 0 | -                                | 42.62 | 25.40
burgas          | Burgas            | bu   | clear    | 0 | 0 | -                                | 42.50 | 27.47
adrianople      | Adrianople        | tu   | clear    | 0 | 0 | -                                | 41.68 | 26.56
philippoli      | Philippoli        | bu   | mountain | 0 | 0 | -                                | 42.15 | 24.75
gallipoli       | Gallipoli         | tu   | mountain | 0 | 0 | -                                | 40.41 | 26.67
cana-kale       | Cana Kale         | tu   | clear    | 0 | 0 | -                                | 40.15 | 26.41
balikesir       | Balikesir         | tu   | mountain | 0 | 0 | -                                | 39.65 | 27.89
izmir           | Izmir             | tu   | clear    | 0 | 0 | -                                | 38.42 | 27.14
mef1            | MEF1              | none | clear    | 0 | 0 | beach                            | 40.30 | 26.05
mef2            | MEF2              | none | clear    | 0 | 0 | beach                            | 39.85 | 26.05
mef3            | MEF3              | none | clear    | 0 | 0 | beach                            | 38.35 | 26.45
constantinople  | Constantinople    | tu   | clear    | 0 | 1 | capital supply port-ap near-east | 41.01 | 28.98
bursa           | Bursa             | tu   | clear    | 0 | 0 | near-east                        | 40.18 | 29.06
adapazari       | Adapazari         | tu   | clear    | 0 | 0 | near-east                        | 40.78 | 30.40
eskidor         | Eskidor           | tu   | mountain | 0 | 0 | near-east                        | 39.78 | 30.52
sinope          | Sinope            | tu   | clear    | 0 | 0 | near-east                        | 42.03 | 35.15
ankara          | Ankara            | tu   | mountain | 0 | 0 | near-east                        | 39.93 | 32.86
samsun          | Samsun            | tu   | clear    | 0 | 0 | near-east                        | 41.29 | 36.33
sivas           | Sivas             | tu   | mountain | 0 | 0 | near-east                        | 39.75 | 37.02
giresun         | Giresun           | tu   | clear    | 0 | 0 | near-east                        | 40.92 | 38.39
trebizond       | Trebizond         | tu   | clear    | 1 | 0 | near-east                        | 41.00 | 39.72
erzingan        | Erzingan          | tu   | mountain | 0 | 0 | near-east                        | 39.75 | 39.49
rize            | Rize              | tu   | clear    | 0 | 0 | near-east                        | 41.02 | 40.52
batum           | Batum             | ru   | clear    | 0 | 0 | near-east                        | 41.64 | 41.64
kars            | Kars              | ru   | mountain | 0 | 0 | near-east                        | 40.60 | 43.10
poti            | Poti              | ru   | mountain | 0 | 0 | near-east                        | 42.15 | 41.67
grozny          | Grozny            | ru   | mountain | 0 | 0 | near-east                        | 43.32 | 45.69
petrovsk        | Petrovsk          | ru   | clear    | 0 | 0 | near-east                        | 42.98 | 47.50
tbilisi         | Tbilisi           | ru   | mountain | 0 | 0 | near-east                        | 41.72 | 44.79
elizabethpol    | Elizabethpol      | ru   | clear    | 0 | 0 | near-east                        | 40.68 | 46.36
baku            | Baku              | ru   | clear    | 0 | 1 | near-east                        | 40.41 | 49.87
erivan          | Erivan            | ru   | mountain | 0 | 0 | near-east                        | 40.18 | 44.51
eleskirt        | Eleskirt          | tu   | clear    | 0 | 0 | near-east                        | 39.80 | 42.67
erzerum         | Erzerum           | tu   | mountain | 1 | 0 | near-east                        | 39.90 | 41.27
dilman          | Dilman            | pe   | mountain | 0 | 0 | near-east                        | 38.20 | 44.77
tabriz          | Tabriz            | pe   | mountain | 0 | 0 | near-east                        | 38.08 | 46.29
van             | Van               | tu   | mountain | 0 | 0 | near-east                        | 38.50 | 43.38
bitlis          | Bitlis            | tu   | mountain | 0 | 0 | near-east                        | 38.40 | 42.11
diyarbakir      | Diyarbakir        | tu   | clear    | 0 | 0 | near-east                        | 37.91 | 40.24
kharput         | Kharput           | tu   | clear    | 0 | 1 | near-east                        | 38.70 | 39.25
kayseri         | Kayseri           | tu   | clear    | 0 | 0 | near-east                        | 38.72 | 35.49
konya           | Konya             | tu   | mountain | 0 | 0 | near-east                        | 37.87 | 32.48
adana           | Adana             | tu   | mountain | 0 | 0 | near-east                        | 37.00 | 35.32
aleppo          | Aleppo            | tu   | clear    | 0 | 0 | near-east                        | 36.20 | 37.16
urfa            | Urfa              | tu   | clear    | 0 | 0 | near-east                        | 37.16 | 38.79
mardin          | Mardin            | tu   | clear    | 0 | 0 | near-east                        | 37.31 | 40.74
mosul           | Mosul             | tu   | clear    | 0 | 1 | near-east                        | 36.34 | 43.13
hamadan         | Hamadan           | pe   | mountain | 0 | 0 | near-east                        | 34.80 | 48.51
kermanshah      | Kermanshah        | tu   | mountain | 0 | 0 | near-east                        | 34.31 | 47.07
kirkuk          | Kirkuk            | tu   | clear    | 0 | 0 | near-east                        | 35.47 | 44.39
damascus        | Damascus          | tu   | clear    | 0 | 1 | near-east                        | 33.51 | 36.29
beirut          | Beirut            | tu   | clear    | 0 | 0 | near-east                        | 33.89 | 35.50
mef4            | MEF4              | none | clear    | 0 | 0 | beach near-east                  | 36.55 | 35.20
nablus          | Nablus            | tu   | mountain | 0 | 0 | near-east                        | 32.22 | 35.26
amman           | Amman             | tu   | clear    | 0 | 0 | near-east                        | 31.95 | 35.93
baghdad         | Baghdad           | tu   | clear    | 0 | 1 | near-east                        | 33.31 | 44.37
kut             | Kut               | tu   | clear    | 0 | 0 | near-east                        | 32.51 | 45.82
khorramabad     | Khorramabad       | pe   | clear    | 0 | 0 | near-east                        | 33.49 | 48.36
ahwaz           | Ahwaz             | pe   | clear    | 0 | 1 | near-east                        | 31.32 | 48.67
qurna           | Qurna             | tu   | clear    | 0 | 0 | near-east                        | 31.01 | 47.43
samawah         | Samawah           | tu   | desert   | 0 | 0 | near-east                        | 31.31 | 45.28
basra           | Basra             | pe   | clear    | 1 | 1 | port-ap near-east                | 30.51 | 47.81
an-nasiriya     | An Nasiriya       | tu   | desert   | 0 | 0 | near-east                        | 31.05 | 46.26
arabia          | Arabia            | ar   | desert   | 0 | 0 | near-east                        | 28.50 | 38.50
medina          | Medina            | tu   | desert   | 0 | 1 | near-east                        | 24.47 | 39.61
aqaba           | Aqaba             | tu   | desert   | 1 | 0 | near-east                        | 29.53 | 35.01
beersheba       | Beersheba         | tu   | desert   | 2 | 0 | near-east                        | 31.25 | 34.79
jerusalem       | Jerusalem         | tu   | clear    | 0 | 1 | near-east                        | 31.77 | 35.21
gaza            | Gaza              | tu   | desert   | 2 | 0 | near-east                        | 31.50 | 34.47
sinai           | Sinai             | tu   | desert   | 0 | 0 | near-east                        | 30.40 | 33.60
cairo           | Cairo             | eg   | clear    | 0 | 1 | near-east                        | 30.04 | 31.24
port-said       | Port Said         | eg   | clear    | 0 | 1 | port-ap near-east                | 31.26 | 32.30
alexandria      | Alexandria        | eg   | clear    | 0 | 1 | port-ap near-east                | 31.20 | 29.92
libya           | Libya             | eg   | clear    | 0 | 0 | near-east                        | 31.30 | 25.50
`;
