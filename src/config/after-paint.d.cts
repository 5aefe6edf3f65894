export declare const AFTER_PAINT_ATTRIBUTE: string;
export declare const AFTER_PAINT_LOADER: string;
export declare const AFTER_PAINT_SCRIPT_SOURCE: string;
export declare const FALLBACK_MS: number;
