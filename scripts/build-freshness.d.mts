export declare const newest: (dir: string) => number;
export declare const builtAt: (file: string) => number;
export declare const serverIsStale: () => boolean;
