export declare function codeFor(secret: string, offsetSteps?: number): string;
