import { loc, type Localized } from '../engine/core/localized.js';

/** The renderer's own words (legend, banner, badges), in both languages. */
export const WORDS = {
  schematic: loc('SCHEMATIC STAND-IN — not the published map', 'SEGNAPOSTO SCHEMATICO — non è la mappa pubblicata'),
  terrain: loc('Terrain', 'Terreno'),
  map: loc('Map', 'Mappa'),
  sides: loc('Sides', 'Schieramenti'),
  counters: loc('Counters', 'Pedine'),
  lastAction: loc('Last action', 'Ultima azione'),
  markers: loc('Markers', 'Segnalini'),
  reduced: loc('Reduced', 'Ridotta'),
  disordered: loc('Disordered', 'Disordinata'),
  hidden: loc('Face down', 'Coperta'),
  stack: loc('Units in stack', 'Unità nella pila'),
  move: loc('Move', 'Movimento'),
  combat: loc('Combat', 'Combattimento'),
  losses: loc('Losses', 'Perdite'),
  turn: loc('Turn', 'Turno'),
  toPlay: loc('to play', 'di turno'),
  gameOver: loc('Game over', 'Partita finita'),
  winner: loc('winner', 'vince'),
  offMap: loc('Off-map boxes', 'Caselle fuori mappa'),
} satisfies Record<string, Localized>;

/** Names of map features (hex features, hexside features, connection types) we know how to draw. */
export const FEATURE_NAMES: Readonly<Record<string, Localized>> = {
  city: loc('City', 'Città'),
  capital: loc('Capital', 'Capitale'),
  town: loc('Town', 'Paese'),
  village: loc('Village', 'Villaggio'),
  fort: loc('Fort', 'Forte'),
  fortress: loc('Fortress', 'Fortezza'),
  redoubt: loc('Redoubt', 'Ridotta'),
  vp: loc('Victory points', 'Punti vittoria'),
  port: loc('Port', 'Porto'),
  river: loc('River', 'Fiume'),
  'major-river': loc('Major river', 'Fiume maggiore'),
  stream: loc('Stream', 'Torrente'),
  canal: loc('Canal', 'Canale'),
  bridge: loc('Bridge', 'Ponte'),
  ford: loc('Ford', 'Guado'),
  road: loc('Road', 'Strada'),
  trail: loc('Trail', 'Sentiero'),
  track: loc('Track', 'Pista'),
  rail: loc('Railway', 'Ferrovia'),
  railway: loc('Railway', 'Ferrovia'),
  railroad: loc('Railway', 'Ferrovia'),
  impassable: loc('Impassable', 'Invalicabile'),
  escarpment: loc('Escarpment', 'Scarpata'),
  cliff: loc('Cliff', 'Dirupo'),
  wall: loc('Wall', 'Muro'),
  border: loc('Border', 'Confine'),
  sea: loc('Sea lane', 'Rotta marittima'),
  strait: loc('Strait', 'Stretto'),
  normal: loc('Connection', 'Collegamento'),
  clear: loc('Connection', 'Collegamento'),
};

export function featureName(id: string): Localized {
  return FEATURE_NAMES[id] ?? loc(id, id);
}
