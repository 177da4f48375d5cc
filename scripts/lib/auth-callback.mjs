// The redirect URI of social sign-in (Apple, Google, Facebook), served by the shell's origin.
// The provider's popup ends here: the page hands what the provider sent back to the portal window
// that opened it (same origin only) and closes. Google and Facebook answer in the URL fragment; Apple,
// asked for the e-mail scope, posts a form (response_mode=form_post), which is turned into the same
// fragment by a redirect, so the page reads one format.

export const AUTH_CALLBACK_PATH = '/auth/callback';
const MAX_FORM_BYTES = 16 * 1024;

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Signing in…</title></head>
<body>
<p id="status">Signing in…</p>
<script>
(function () {
  var message = { type: 'portal-social-callback', fragment: location.hash.slice(1), query: location.search.slice(1) };
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(message, location.origin);
    window.close();
  } else {
    document.getElementById('status').textContent = 'You can close this window and sign in again.';
  }
})();
</script>
</body>
</html>`;

/**
 * Answers the callback path; returns false for any other request.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function handleAuthCallback(req, res) {
  const path = (req.url ?? '/').split('?')[0];
  if (path !== AUTH_CALLBACK_PATH) return false;
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
    res.end(req.method === 'HEAD' ? undefined : PAGE);
    return true;
  }
  if (req.method === 'POST') {
    let body = '';
    let tooLarge = false;
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > MAX_FORM_BYTES) {
        tooLarge = true;
        req.destroy();
      }
    });
    req.on('end', () => {
      if (tooLarge) return;
      // application/x-www-form-urlencoded is the fragment's own format: hand it over unchanged
      const fragment = new URLSearchParams(body).toString();
      res.writeHead(303, { Location: `${AUTH_CALLBACK_PATH}#${fragment}`, 'Cache-Control': 'no-store' }).end();
    });
    req.on('error', () => res.writeHead(400).end());
    return true;
  }
  res.writeHead(405, { Allow: 'GET, HEAD, POST' }).end();
  return true;
}
