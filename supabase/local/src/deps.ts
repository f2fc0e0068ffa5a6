import type { StackConfig } from './config.ts';
import type { Engine } from './engine/engine.ts';

/** What every route module of the stack receives. */
export interface StackDeps {
  engine: Engine;
  config: StackConfig;
}
