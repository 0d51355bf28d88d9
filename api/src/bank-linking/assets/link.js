// The stand-in Link page's one script. It shows one step at a time (bank, sign-in, accounts; in update mode the
// sign-in only), moves the focus to each step's heading, sends the choice with the portal's request proof, and tells
// the page that framed it how Link ended, as Plaid's Link does: `success` with the public token and metadata, or
// `exit`. Messages go to this page's own origin only (the portal's, whose /api serves it). The username and password
// are sent once, to this page's own API, and the fields are emptied once Link succeeds.
(function () {
  'use strict';
  var MESSAGE_TYPE = '__BANK_LINKING_MESSAGE__';
  var main = document.getElementById('link');
  var mode = main.dataset.mode;
  var chosen = mode === 'update' ? { id: main.dataset.institutionId, name: main.dataset.institutionName } : null;
  var current = null;
  var finished = false;
  var credentials = document.getElementById('credentials');
  var accounts = document.getElementById('accounts');

  function tell(message) {
    message.type = MESSAGE_TYPE;
    window.parent.postMessage(message, window.location.origin);
  }

  function tellEvent(name) {
    tell({
      event: 'event',
      event_name: name,
      metadata: {
        institution_id: chosen ? chosen.id : null,
        institution_name: chosen ? chosen.name : null,
        link_session_id: main.dataset.linkSession,
        view_name: current,
        timestamp: new Date().toISOString(),
      },
    });
  }

  /** Plaid's exit statuses: where the person left Link. */
  function exitStatus() {
    if (current === 'step-institution') return 'institution_not_found';
    if (current === 'step-credentials') return 'requires_credentials';
    if (current === 'step-accounts') return 'requires_account_selection';
    return null;
  }

  function show(stepId) {
    var steps = document.querySelectorAll('.bank-link-step');
    for (var i = 0; i < steps.length; i += 1) steps[i].hidden = steps[i].id !== stepId;
    current = stepId;
    document.querySelector('#' + stepId + ' h1').focus();
  }

  function exit() {
    if (finished) return;
    finished = true;
    tell({
      event: 'exit',
      error: null,
      metadata: {
        institution: chosen ? { institution_id: chosen.id, name: chosen.name } : null,
        status: exitStatus(),
        link_session_id: main.dataset.linkSession,
        request_id: null,
      },
    });
  }

  document.getElementById('exit').addEventListener('click', exit);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      exit();
    }
  });
  Array.prototype.forEach.call(document.querySelectorAll('[data-back]'), function (button) {
    button.addEventListener('click', function () {
      show(button.dataset.back);
    });
  });

  var search = document.getElementById('search');
  if (search) {
    var banks = document.querySelectorAll('.bank-link-bank');
    var noMatch = document.getElementById('no-match');
    search.addEventListener('input', function () {
      var query = search.value.trim().toLowerCase();
      var shown = 0;
      for (var i = 0; i < banks.length; i += 1) {
        var matches = banks[i].textContent.toLowerCase().indexOf(query) !== -1;
        banks[i].parentElement.hidden = !matches;
        if (matches) shown += 1;
      }
      noMatch.hidden = shown > 0;
    });
    Array.prototype.forEach.call(banks, function (button) {
      button.addEventListener('click', function () {
        chosen = { id: button.dataset.institution, name: button.textContent };
        document.querySelector('.bank-link-bank-name').textContent = chosen.name;
        // Only the chosen bank's accounts are offered, and sent.
        Array.prototype.forEach.call(accounts.querySelectorAll('fieldset'), function (fieldset) {
          var theirs = fieldset.dataset.accountsOf === chosen.id;
          fieldset.hidden = !theirs;
          fieldset.disabled = !theirs;
        });
        tellEvent('SELECT_INSTITUTION');
        show('step-credentials');
      });
    });
  }

  function connect(choice, form, problem) {
    var button = form.querySelector('button[type="submit"]');
    button.disabled = true;
    problem.textContent = problem.dataset.connecting;
    var headers = { 'content-type': 'application/json' };
    headers[main.dataset.proofHeader] = main.dataset.proofValue;
    var body = { username: credentials.elements.username.value, password: credentials.elements.password.value };
    for (var key in choice) body[key] = choice[key];
    fetch(main.dataset.token + '/connect', { method: 'POST', credentials: 'same-origin', headers: headers, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (answer) {
          if (!response.ok) {
            var errors = answer.errors || {};
            var first = Object.keys(errors)[0];
            throw new Error((first && errors[first][0]) || answer.message);
          }
          finished = true;
          credentials.elements.username.value = '';
          credentials.elements.password.value = '';
          tellEvent('HANDOFF');
          tell({ event: 'success', public_token: answer.public_token, metadata: answer.metadata });
        });
      })
      .catch(function (error) {
        problem.textContent = error.message || 'Failed to communicate with the bank-linking service. Please try again later.';
        button.disabled = false;
      });
  }

  if (credentials) {
    credentials.addEventListener('submit', function (event) {
      event.preventDefault();
      var problem = document.getElementById('credentials-problem');
      var fields = [credentials.elements.username, credentials.elements.password];
      var missing = null;
      fields.forEach(function (field) {
        var empty = field.value.trim() === '';
        field.setAttribute('aria-invalid', String(empty));
        if (empty && !missing) missing = field;
      });
      if (missing) {
        problem.textContent = problem.dataset.fillIn;
        missing.focus();
        return;
      }
      problem.textContent = '';
      tellEvent('SUBMIT_CREDENTIALS');
      if (mode === 'update') connect({}, credentials, problem);
      else show('step-accounts');
    });
  }

  if (accounts) {
    accounts.addEventListener('submit', function (event) {
      event.preventDefault();
      var problem = document.getElementById('accounts-problem');
      var boxes = accounts.querySelectorAll('fieldset:not([disabled]) input[type="checkbox"]');
      var ticked = Array.prototype.filter.call(boxes, function (box) {
        return box.checked;
      });
      if (ticked.length === 0) {
        problem.textContent = problem.dataset.atLeastOne;
        if (boxes[0]) boxes[0].focus();
        return;
      }
      connect(
        {
          institution_id: chosen.id,
          account_ids: ticked.map(function (box) {
            return box.value;
          }),
        },
        accounts,
        problem,
      );
    });
  }

  show(mode === 'create' ? 'step-institution' : mode === 'update' ? 'step-credentials' : 'step-ended');
})();
