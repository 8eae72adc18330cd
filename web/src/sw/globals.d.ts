/** Set by scripts/build-service-worker.mjs from the build it belongs to. */
declare const __ECLAT_SW_VERSION__: string;
/** [url, revision]: a hashed file's revision is its name (null). */
declare const __ECLAT_PRECACHE__: readonly (readonly [string, string | null])[];
