// The offline page (offline.html, served by the service worker for pages never opened on this
// device): in the visitor's language when known, "Try again" reloads the page asked for, and the
// pages kept on this device are listed.
(function () {
  var saved = null;
  try {
    saved = window.localStorage.getItem('eclat.lang');
  } catch (e) {
    saved = null;
  }
  var asked = new URLSearchParams(window.location.search).get('lang');
  var browser = (navigator.language || 'fr').slice(0, 2);
  var language = asked === 'en' || asked === 'fr' ? asked : saved === 'en' || saved === 'fr' ? saved : browser === 'en' ? 'en' : 'fr';
  document.documentElement.lang = language;
  document.documentElement.classList.add('one-language');
  document.title = language === 'en' ? 'Offline | Éclat' : 'Hors ligne | Éclat';
  var shown = document.querySelector('section[data-language="' + language + '"]');
  if (shown) shown.classList.add('shown');

  var links = document.querySelectorAll('[data-retry]');
  for (var i = 0; i < links.length; i++) {
    links[i].setAttribute('href', window.location.href);
    links[i].addEventListener('click', function (event) {
      event.preventDefault();
      window.location.reload();
    });
  }

  var names = {
    fr: { '/': 'Accueil', '/bookings': 'Mes réservations', '/messages': 'Messages', '/calendar': 'Calendrier', '/profile': 'Mon compte', booking: 'Réservation', conversation: 'Conversation' },
    en: { '/': 'Home', '/bookings': 'My bookings', '/messages': 'Messages', '/calendar': 'Calendar', '/profile': 'My account', booking: 'Booking', conversation: 'Conversation' },
  }[language];
  function label(url) {
    if (names[url.pathname]) return names[url.pathname];
    if (/^\/bookings\/[^/]+$/.test(url.pathname)) return names.booking + ' · ' + url.pathname.split('/')[2].slice(0, 8);
    if (/^\/messages\/[^/]+$/.test(url.pathname)) return names.conversation;
    return decodeURIComponent(url.pathname);
  }
  if (!window.caches) return;
  window.caches
    .open('eclat-pages')
    .then(function (cache) {
      return cache.keys();
    })
    .then(function (requests) {
      var seen = {};
      var list = shown ? shown.querySelector('[data-kept]') : null;
      if (!list) return;
      requests.slice(-12).reverse().forEach(function (request) {
        var url = new URL(request.url);
        if (url.origin !== window.location.origin || seen[url.pathname] || url.pathname === window.location.pathname) return;
        seen[url.pathname] = true;
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = url.pathname + url.search;
        link.textContent = label(url);
        item.appendChild(link);
        list.appendChild(item);
      });
      if (list.children.length > 0) list.hidden = false;
    })
    .catch(function () {});
})();
