/** Types of scripts/thin-source-map.mjs (imported by the build and its test). */
export declare function thinMappings(mappings: string): string;
