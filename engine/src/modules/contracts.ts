/**
 * A module's contract validators (`@svc/protocol/validators/contracts/<area>`), imported at the
 * first call of one of its functions instead of at start: they are the larger part of the
 * generated code a module brings, and most engines call few of their functions. In the bundled
 * start file each area is a chunk of its own (bench/README.md, start-up).
 */
import type { JsonValue, Validator } from '@svc/protocol';
import type { FunctionHandler, HandlerContext } from './host.js';

/** The type a generated validator checks for. */
export type Checked<V> = V extends Validator<infer T> ? T : never;

/** The validators of one contract area, imported once, by the first call that needs them. */
export class Contracts<Validators> {
  /** The validators, once imported. */
  loaded: Validators | undefined;
  private loading: Promise<Validators> | undefined;

  /** `importer` is `() => import('@svc/protocol/validators/contracts/<area>')`. */
  constructor(private readonly importer: () => Promise<Validators>) {}

  /** Imports the validators (once; again after an import that failed). */
  load(): Promise<Validators> {
    this.loading ??= this.importer().then(
      (validators) => {
        this.loaded = validators;
        return validators;
      },
      (error: unknown) => {
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  /**
   * A function handler that gets the validators: at once once they are imported; the first calls
   * wait for the import and then run in the order they came, so no call overtakes an earlier one.
   */
  handler(
    run: (validators: Validators, data: JsonValue, context: HandlerContext) => ReturnType<FunctionHandler>,
  ): FunctionHandler {
    return (data, context) => {
      const loaded = this.loaded;
      if (loaded !== undefined) return run(loaded, data, context);
      return this.load().then((validators) => run(validators, data, context));
    };
  }
}
