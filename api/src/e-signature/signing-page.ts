import { REQUEST_PROOF_HEADER, REQUEST_PROOF_VALUE } from '@portal/shared-contracts';
import { esignatureTexts } from './e-signature-texts';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The stand-in's signing page, as a provider's embedded page would look inside the portal's frame: the document's
 * text, a link to the PDF itself, a typed-name signature and Sign. Its only script is the API's own file (the page's
 * Content-Security-Policy allows no inline script), which sends the name with the portal's request proof.
 */
export function signingPage({ token, documentText, documentName }: { token: string; documentText: readonly string[]; documentName: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(esignatureTexts.pageTitle)}</title>
<link rel="stylesheet" href="../e-signature-assets/signing.css">
</head>
<body>
<main>
<h1>${escape(esignatureTexts.pageTitle)}</h1>
<p class="stand-in">${escape(esignatureTexts.standIn)}</p>
<section aria-labelledby="document-heading">
<h2 id="document-heading">${escape(documentName)}</h2>
<div class="document" tabindex="0" role="region" aria-labelledby="document-heading">${documentText.map((line) => `<p>${escape(line)}</p>`).join('\n')}</div>
<p><a href="${escape(token)}/document" target="_blank" rel="noopener">${escape(esignatureTexts.openPdf)}</a></p>
</section>
<form id="sign" data-token="${escape(token)}" data-proof-header="${REQUEST_PROOF_HEADER}" data-proof-value="${REQUEST_PROOF_VALUE}" novalidate>
<label for="name">${escape(esignatureTexts.typedName)}</label>
<input id="name" name="name" autocomplete="name" required maxlength="100" aria-describedby="problem">
<p id="problem" role="alert"></p>
<button type="submit">${escape(esignatureTexts.sign)}</button>
</form>
</main>
<script src="../e-signature-assets/signing.js"></script>
</body>
</html>`;
}
