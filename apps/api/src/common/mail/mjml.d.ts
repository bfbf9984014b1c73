// mjml 5 ships no types of its own; this is the part of its API the mail layout uses.
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    /** Web fonts to link when the mail uses them; {} links none. */
    fonts?: Record<string, string>;
    keepComments?: boolean;
  }
  export default function mjml2html(input: string, options?: MjmlOptions): Promise<{ html: string; errors: MjmlError[] }>;
}
