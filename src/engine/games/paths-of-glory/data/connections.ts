/**
 * The connections of the Paths of Glory map: each line names a space and the spaces it connects to that come
 * after it in SPACES, so every connection is written once. `x@br` is a dotted line only British units may use
 * (11.1.4; `@ana+tu`: Arab Northern Army and Turkish units), `x!beach` the link of an MEF invasion beach (9.5.3.5).
 *
 * Source: the 2022 Deluxe map data of rally-the-troops/paths-of-glory (RTT), 476 connections (its four MEF links
 * listed twice, once restricted and once plain, are one link here). The 2004 rulebook holds no map; it confirms
 * London–Calais only for British units (11.1.4) and Taranto–Valona for Italian units.
 */
export const CONNECTIONS = `
london: cherbourg@br le-havre@br calais@br
cherbourg: caen
caen: le-mans rouen
rennes: le-mans nantes
nantes: la-rochelle tours le-mans
la-rochelle: bordeaux poitiers
poitiers: tours
tours: le-mans orleans st-amand
le-mans: rouen orleans
le-havre: rouen
rouen: paris amiens
orleans: st-amand paris melun
st-amand: nevers
paris: amiens chateau-thierry melun
amiens: calais cambrai
calais: ostend cambrai
ostend: brussels antwerp
cambrai: chateau-thierry sedan brussels
chateau-thierry: melun bar-le-duc sedan verdun
melun: nevers bar-le-duc
nevers: lyon dijon
lyon: avignon grenoble
avignon: marseilles
marseilles: nice
nice: turin
grenoble: turin
dijon: bar-le-duc belfort
bar-le-duc: verdun nancy
sedan: brussels liege koblenz metz verdun
brussels: antwerp liege
liege: koblenz aachen
verdun: nancy metz
nancy: belfort strasbourg metz
belfort: mulhouse
turin: milan genoa
mulhouse: strasbourg
strasbourg: metz mannheim
metz: koblenz
koblenz: aachen frankfurt
aachen: essen
essen: bremen kassel
frankfurt: mannheim kassel
mannheim: stuttgart
stuttgart: augsburg
wilhelmshaven: bremen
bremen: hamburg hannover
kassel: hannover erfurt
kiel: hamburg
hamburg: rostock
hannover: berlin
erfurt: nuremberg leipzig
nuremberg: augsburg regensburg
augsburg: innsbruck regensburg
innsbruck: trent spittal
trent: verona asiago
milan: genoa verona
genoa: bologna
verona: bologna venice
bologna: florence venice
florence: viterbo ravenna
viterbo: rome
rome: naples
naples: foggia
taranto: foggia valona@it
foggia: pescara
pescara: ancona
ancona: ravenna
ravenna: venice
venice: udine asiago
udine: maggiore trieste
asiago: maggiore
maggiore: villach
spittal: munich villach
munich: regensburg
regensburg: linz
leipzig: berlin dresden
berlin: rostock stettin cottbus
rostock: stettin
stettin: kolberg
cottbus: dresden breslau posen
dresden: prague
prague: kolin
kolin: brun
linz: graz vienna
villach: trieste graz
trieste: zagreb
graz: vienna zagreb
vienna: brun budapest
brun: olmutz
olmutz: oppeln martin
oppeln: breslau czestochowa cracow
breslau: posen lodz
posen: thorn lodz
thorn: danzig tannenberg plock lodz
kolberg: danzig
danzig: tannenberg
konigsberg: tannenberg insterberg
tannenberg: plock insterberg lomza
plock: lodz warsaw lomza
lodz: czestochowa warsaw
czestochowa: cracow ivangorod
cracow: martin tarnow
martin: budapest gorlice
budapest: pecs szeged miskolcz
pecs: zagreb novi-sad szeged
zagreb: banja-luka
banja-luka: sarajevo
mostar: cetinje sarajevo
cetinje: tirana
tirana: valona skopje
valona: florina
florina: larisa salonika monastir
larisa: athens
salonika: monastir kavala strumitsa
monastir: strumitsa skopje
kavala: strumitsa philippoli
strumitsa: sofia philippoli
skopje: nis sofia
nis: valjevo belgrade sofia
valjevo: sarajevo belgrade
sarajevo: novi-sad
belgrade: novi-sad timisvar
novi-sad: szeged
timisvar: szeged targu-jiu
szeged: debrecen
debrecen: miskolcz cluj
miskolcz: gorlice uzhgorod
gorlice: tarnow uzhgorod
tarnow: ivangorod przemysl
ivangorod: warsaw lublin
warsaw: lomza brest-litovsk
lomza: bialystok
insterberg: memel kovno grodno
memel: libau szawli
libau: szawli
szawli: riga dvinsk kovno
riga: reval@ru dvinsk
reval: petrograd@ru
pskov: petrograd@ru opochka
petrograd: velikiye-luki@ru
velikiye-luki: opochka vitebsk moscow@ru
opochka: dvinsk polotsk
dvinsk: vilna moldechno polotsk
kovno: vilna grodno
vilna: moldechno grodno
moldechno: polotsk minsk
polotsk: vitebsk orsha
vitebsk: smolensk orsha
moscow: smolensk@ru
smolensk: orsha roslavl
orsha: mogilev minsk
roslavl: mogilev gomel
mogilev: gomel slutsk
minsk: slutsk baranovichi
gomel: chernigov
slutsk: baranovichi mozyr
baranovichi: grodno
grodno: bialystok
bialystok: brest-litovsk
brest-litovsk: pinsk lublin kovel
pinsk: kovel sarny
lublin: kovel lutsk przemysl
kovel: sarny lutsk
sarny: rovno
mozyr: zhitomir
chernigov: kiev
kharkov: kiev@ru
kiev: zhitomir belaya-tserkov
zhitomir: rovno dubno belaya-tserkov
rovno: lutsk dubno
lutsk: dubno lemberg
dubno: tarnopol kamenets
przemysl: lemberg uzhgorod stanislau
lemberg: stanislau tarnopol
uzhgorod: stanislau munkacs
stanislau: tarnopol munkacs czernowitz
tarnopol: czernowitz kamenets
munkacs: czernowitz cluj
czernowitz: kamenets
kamenets: vinnitsa zhmerinka
vinnitsa: belaya-tserkov uman zhmerinka
belaya-tserkov: uman
caucasus: uman@ru odessa@ru poti@ru grozny@ru
uman: odessa
odessa: ismail
zhmerinka: jassy kishinev
jassy: barlad
schossburg: cluj kronstadt
cluj: hermannstadt
hermannstadt: kronstadt carte-de-arges
kronstadt: ploesti
targu-jiu: carte-de-arges caracal
carte-de-arges: caracal ploesti
caracal: bucharest plevna
sofia: kazanlik
barlad: kishinev galatz ploesti
kishinev: ismail
ismail: galatz
galatz: bucharest constanta
ploesti: bucharest
bucharest: varna plevna
constanta: varna
varna: plevna kazanlik burgas
plevna: kazanlik
kazanlik: burgas philippoli
burgas: adrianople
adrianople: philippoli gallipoli constantinople
gallipoli: mef1!beach constantinople
cana-kale: mef2!beach balikesir
balikesir: izmir bursa
izmir: mef3!beach
constantinople: bursa adapazari eskidor
bursa: eskidor
adapazari: sinope
eskidor: ankara konya
sinope: samsun
ankara: samsun sivas
samsun: sivas giresun
sivas: erzingan kayseri
giresun: trebizond
trebizond: erzingan rize
erzingan: erzerum kharput
rize: batum
batum: kars poti
kars: tbilisi erzerum
grozny: petrovsk tbilisi
petrovsk: tbilisi
tbilisi: elizabethpol erivan
elizabethpol: baku
erivan: eleskirt dilman
eleskirt: erzerum van
erzerum: diyarbakir
dilman: tabriz van
tabriz: hamadan
van: bitlis
bitlis: diyarbakir
diyarbakir: kharput mardin
kharput: kayseri urfa
kayseri: adana
konya: adana
adana: mef4!beach aleppo
aleppo: urfa damascus beirut
urfa: mardin
mardin: mosul
mosul: kirkuk
hamadan: kermanshah khorramabad
kermanshah: baghdad khorramabad
kirkuk: baghdad
damascus: nablus amman
beirut: nablus
nablus: jerusalem gaza
amman: arabia@ana jerusalem
baghdad: kut samawah
kut: qurna
khorramabad: ahwaz
ahwaz: qurna basra
qurna: basra an-nasiriya
samawah: an-nasiriya
arabia: jerusalem@ana medina@ana aqaba@ana
medina: aqaba@ana+tu
aqaba: beersheba
beersheba: jerusalem gaza sinai
gaza: sinai
sinai: cairo port-said
cairo: port-said alexandria
port-said: alexandria
alexandria: libya
`;
