import { REQUEST_PROOF_HEADER, REQUEST_PROOF_VALUE } from '@portal/shared-contracts';
import { bankLinkingTexts as texts } from './bank-linking-texts';
import { linkSessionIdOf, type LinkSession } from './stand-in-link';
import { STAND_IN_INSTITUTIONS, type StandInInstitution } from './stand-in-institutions';

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The stand-in's Link page, inside the frame its script (`assets/link-initialize.js`) lays over the portal. It follows
 * Plaid Link's steps: pick a bank (a list with a search box), sign in to it, pick accounts, Continue; in update mode
 * only the sign-in, for the item's bank. Every step is in the page and its one script (`assets/link.js`, the page's
 * Content-Security-Policy allows no inline script) shows one at a time, moves the focus to its heading, and posts the
 * outcome to the portal. A link used or expired shows only that, and Exit.
 */
export function linkPage({ token, session }: { token: string; session: LinkSession }): string {
  const steps =
    session.state !== 'open'
      ? endedStep(session.state === 'used' ? texts.linkUsed : texts.linkExpired)
      : session.mode === 'update'
        ? credentialsStep(session.institution, { again: true })
        : [institutionStep(), credentialsStep(null, { again: false }), accountsStep()].join('\n');
  const institution = session.state === 'open' && session.mode === 'update' ? session.institution : null;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(texts.pageTitle)}</title>
<link rel="stylesheet" href="../../bank-linking-assets/link.css">
</head>
<body class="bank-link-page">
<main id="link" data-token="${escape(token)}" data-mode="${session.state === 'open' ? session.mode : 'ended'}" data-link-session="${linkSessionIdOf(token)}"${
    institution ? ` data-institution-id="${escape(institution.id)}" data-institution-name="${escape(institution.name)}"` : ''
  } data-proof-header="${REQUEST_PROOF_HEADER}" data-proof-value="${REQUEST_PROOF_VALUE}">
<div class="bank-link-bar">
<p class="bank-link-title">${escape(texts.pageTitle)}</p>
<button type="button" id="exit" class="bank-link-secondary">${escape(texts.exit)}</button>
</div>
${steps}
</main>
<script src="../../bank-linking-assets/link.js"></script>
</body>
</html>`;
}

function institutionStep(): string {
  const banks = STAND_IN_INSTITUTIONS.map(
    (institution) => `<li><button type="button" class="bank-link-bank" data-institution="${escape(institution.id)}">${escape(institution.name)}</button></li>`,
  ).join('\n');
  return `<section id="step-institution" class="bank-link-step" aria-labelledby="institution-heading">
<h1 id="institution-heading" tabindex="-1">${escape(texts.selectBank)}</h1>
<label for="search">${escape(texts.searchBank)}</label>
<input id="search" type="search" autocomplete="off" aria-controls="institutions">
<ul id="institutions" class="bank-link-banks">
${banks}
</ul>
<p id="no-match" role="status" hidden>${escape(texts.noBankMatches)}</p>
</section>`;
}

function credentialsStep(institution: StandInInstitution | null, { again }: { again: boolean }): string {
  return `<section id="step-credentials" class="bank-link-step" aria-labelledby="credentials-heading"${again ? '' : ' hidden'}>
<h1 id="credentials-heading" tabindex="-1">${escape(texts.signInTo)} <span class="bank-link-bank-name">${institution ? escape(institution.name) : ''}</span></h1>
${again ? `<p>${escape(texts.signInAgain)}</p>\n` : ''}<p class="bank-link-stand-in">${escape(texts.standIn)}</p>
<form id="credentials" novalidate>
<label for="username">${escape(texts.username)}</label>
<input id="username" name="username" autocomplete="off" autocapitalize="none" spellcheck="false" required maxlength="100" aria-describedby="credentials-problem">
<label for="password">${escape(texts.password)}</label>
<input id="password" name="password" type="password" autocomplete="off" required maxlength="100" aria-describedby="credentials-problem">
<p id="credentials-problem" class="bank-link-problem" role="alert" data-fill-in="${escape(texts.fillIn)}" data-connecting="${escape(texts.connecting)}"></p>
<div class="bank-link-actions">
${again ? '' : `<button type="button" class="bank-link-secondary" data-back="step-institution">${escape(texts.back)}</button>\n`}<button type="submit">${escape(texts.continue)}</button>
</div>
</form>
</section>`;
}

function accountsStep(): string {
  const fieldsets = STAND_IN_INSTITUTIONS.map(
    (institution) => `<fieldset data-accounts-of="${escape(institution.id)}" hidden>
<legend>${escape(institution.name)}</legend>
${institution.accounts
  .map(
    (account) => `<div class="bank-link-account">
<input type="checkbox" id="account-${escape(account.id)}" name="account_ids" value="${escape(account.id)}" checked>
<label for="account-${escape(account.id)}">${escape(account.name)} <span class="bank-link-mask">••••${escape(account.mask)}</span> <span class="bank-link-balance">${escape(dollars.format(account.available))}</span></label>
</div>`,
  )
  .join('\n')}
</fieldset>`,
  ).join('\n');
  return `<section id="step-accounts" class="bank-link-step" aria-labelledby="accounts-heading" hidden>
<h1 id="accounts-heading" tabindex="-1">${escape(texts.chooseAccounts)}</h1>
<form id="accounts" novalidate>
${fieldsets}
<p id="accounts-problem" class="bank-link-problem" role="alert" data-at-least-one="${escape(texts.atLeastOneAccount)}" data-connecting="${escape(texts.connecting)}"></p>
<div class="bank-link-actions">
<button type="button" class="bank-link-secondary" data-back="step-credentials">${escape(texts.back)}</button>
<button type="submit">${escape(texts.continue)}</button>
</div>
</form>
</section>`;
}

function endedStep(message: string): string {
  return `<section id="step-ended" class="bank-link-step" aria-labelledby="ended-heading">
<h1 id="ended-heading" tabindex="-1">${escape(texts.linkEnded)}</h1>
<p role="alert">${escape(message)}</p>
</section>`;
}
