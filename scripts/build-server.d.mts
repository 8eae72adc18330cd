/** Types of scripts/build-server.mjs (imported by the tests and the boot benchmark). */
export declare const SERVER_ENTRY: string;
export declare function buildServer(): Promise<void>;
