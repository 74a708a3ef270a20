import type { ErrorCode } from '@audit/contracts';
import { AppError } from '../lib/app-error.ts';

/**
 * A per-object rule: whether an actor may do something to an object in the state given, and the sentence a refused
 * person reads. Rules are pure: the service loads what a rule reads (the object, the actor's menus) and asks it, so
 * every rule can be read, and tested, as one table (policies.test.ts).
 */
export type Policy<A, O> = {
  allows: (actor: A, object: O) => boolean;
  refusal: string;
  /** FORBIDDEN (403) for what the actor may not do; VALIDATION_FAILED (400) for a target the request may not name. */
  code: Extract<ErrorCode, 'FORBIDDEN' | 'VALIDATION_FAILED'>;
};

export const policy = <A, O>(
  refusal: string,
  allows: (actor: A, object: O) => boolean,
  code: Policy<A, O>['code'] = 'FORBIDDEN',
): Policy<A, O> => ({ allows, refusal, code });

/** Asks the rule; a refusal answers its code with its sentence. The one place a per-object refusal is raised. */
export function authorize<A, O>(rule: Policy<A, O>, actor: A, object: O): void {
  if (!rule.allows(actor, object)) throw new AppError(rule.code, rule.refusal);
}

/** Asks the rule of every object a request names (none named: nothing to refuse). */
export function authorizeEach<A, O>(rule: Policy<A, O>, actor: A, objects: readonly O[]): void {
  for (const object of objects) authorize(rule, actor, object);
}
