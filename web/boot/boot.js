/*
 * Early reads and route preloads (page-load performance). This tiny classic script (a
 * template: the build fills in the route table) is fetched in parallel with the
 * app's JavaScript (index.html, `async`) and starts the first API reads of the landing page at
 * once, instead of after the app has downloaded, parsed and run. The API client takes each
 * response ONCE (web/src/lib/early-fetch.ts); a non-OK or late one is ignored and read again.
 * Same-origin GETs with the headers of the API client. A file, not inline code: the CSP allows
 * scripts from 'self' only. On /discover the main images of the first two 'Trending Now'
 * products (the page's largest paint) are preloaded as soon as that read answers.
 */
(function () {
  // Route chunks of the landing page, filled in by the build (web/boot/route-preloads.ts):
  // fetched now, in parallel with the app's entry, instead of after it has run.
  // eslint-disable-next-line no-undef -- replaced by the build
  var routeChunks = __ROUTE_PRELOADS__;
  var here = location.pathname.replace(/\/+$/, '') || '/';
  var chunks = routeChunks[here] || [];
  for (var c = 0; c < chunks.length; c++) {
    var preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = chunks[c];
    document.head.appendChild(preload);
  }
  var reads = ['/api/auth/user'];
  if (location.pathname === '/discover' || location.pathname === '/discover/') reads.push('/api/products/trending');
  var started = {};
  for (var i = 0; i < reads.length; i++) {
    started[reads[i]] = {
      at: Date.now(),
      response: fetch(reads[i], {
        credentials: 'include',
        headers: { accept: 'application/json', 'x-requested-with': 'seamline' },
      }).catch(function () {
        return null;
      }),
    };
  }
  window.__seamlineEarly = started;
  var trending = started['/api/products/trending'];
  if (trending) {
    // Registered before the app can take the response, so the clone is made before its body is read.
    trending.response.then(function (response) {
      if (!response || !response.ok) return;
      response
        .clone()
        .json()
        .then(function (body) {
          var items = (body && body.items) || [];
          for (var j = 0; j < items.length && j < 2; j++) {
            var link = document.createElement('link');
            link.rel = 'preload';
            link.as = 'image';
            link.href = items[j].product.images[0];
            if (j === 0) link.setAttribute('fetchpriority', 'high');
            document.head.appendChild(link);
          }
        })
        .catch(function () {});
    });
  }
})();
