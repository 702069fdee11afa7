import type { BattleStep } from './battle.js';
import type { CapStep } from './cap.js';
import type { ConcentricStep } from './concentric.js';
import type { FireStep } from './fire.js';
import type { BombardStep, SurrenderStep } from './forts.js';
import type { FortunesStep } from './fortunes.js';
import type { InitiativeStep } from './initiative.js';
import type { LandingStep } from './landing.js';
import type { RetreatStep } from './retreat.js';
import type { SeaStep } from './sea.js';
import type { AttritionStep, RecoveryStep } from './supply.js';
import type { VictoryStep, VpStep } from './victory.js';

/** Every step Grand Illusion's rules take: the closed union words.ts words, kind by kind. */
export type GiStep =
  | CapStep
  | InitiativeStep
  | FortunesStep
  | FireStep
  | BattleStep
  | RetreatStep
  | ConcentricStep
  | BombardStep
  | SurrenderStep
  | AttritionStep
  | RecoveryStep
  | SeaStep
  | LandingStep
  | VpStep
  | VictoryStep;
