// The stand-in signing page's one script: sends the typed name with the portal's request proof, then goes to the
// return address the API gives (the portal's /pdf_signed), or says what went wrong.
(function () {
  var form = document.getElementById('sign');
  var problem = document.getElementById('problem');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var button = form.querySelector('button');
    button.disabled = true;
    problem.textContent = '';
    var headers = { 'content-type': 'application/json' };
    headers[form.dataset.proofHeader] = form.dataset.proofValue;
    fetch(form.dataset.token + '/sign', {
      method: 'POST',
      credentials: 'same-origin',
      headers: headers,
      body: JSON.stringify({ name: form.elements.name.value }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error((body.errors && body.errors.name && body.errors.name[0]) || body.message);
          window.location.assign(body.return_url);
        });
      })
      .catch(function (error) {
        problem.textContent = error.message || 'Failed to communicate with eSignature service.';
        button.disabled = false;
      });
  });
})();
