/**
 * The message `/pdf_signed` posts to the window that framed it ("posts a close-signature message to its parent"). A
 * module of its own, so that the kit's signing frame listens for it without the stand-in's schemas and endpoints.
 */
export const PDF_SIGNED_MESSAGE = 'portal:pdf-signed';
