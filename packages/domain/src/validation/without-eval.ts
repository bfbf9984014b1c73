/** Where zod keeps its settings: one object on globalThis, shared by every copy of zod and read as schemas are built. */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * For pages whose Content Security Policy allows no eval (the site's): zod would otherwise probe for
 * `new Function` when it builds an object schema, which the browser reports as a CSP violation. Checks
 * give the same results either way. Call it before any schema is built; it does not load zod itself, so
 * a page's first script stays free of it.
 */
export function validateWithoutEval(): void {
  const holder = globalThis as ZodGlobal;
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}
