// The newsletter's screens, merged into the console's messages by i18n-provider.ts.
// French defines the shape; English must match it (i18n.test.ts).
export const newsletterFr = {
  resources: {
    'newsletter-subscribers': {
      name: 'Abonné à l’infolettre |||| Abonnés à l’infolettre',
      empty: 'Aucun abonné pour l’instant.',
      fields: {
        q: 'Recherche (adresse)',
        email: 'Courriel',
        locale: 'Langue',
        status: 'État',
        requestedAt: 'Inscription demandée le',
        confirmedAt: 'Confirmée le',
        unsubscribedAt: 'Désabonné le',
      },
    },
    'newsletter-campaigns': {
      name: 'Infolettre |||| Infolettres',
      empty: 'Aucune infolettre pour l’instant.',
      invite: 'Voulez-vous en rédiger une\u202f?',
      fields: {
        q: 'Recherche (objet)',
        subjectFr: 'Objet (français)',
        subjectEn: 'Objet (anglais)',
        bodyFr: 'Texte (français)',
        bodyEn: 'Texte (anglais)',
        status: 'État',
        progress: 'Envoi',
        createdAt: 'Rédigée le',
        lastTestAt: 'Dernier essai le',
        sendRequestedAt: 'Envoyée le',
        finishedAt: 'Envoi terminé le',
      },
    },
  },
  eclat: {
    newsletter: {
      subscriber_status: { confirmed: 'Confirmé', pending: 'En attente de confirmation', unsubscribed: 'Désabonné' },
      campaign_status: { draft: 'Brouillon', sending: 'Envoi en cours', sent: 'Envoyée' },
      locale: { fr: 'Français', en: 'Anglais' },
      hint: 'Écrivez l’infolettre dans les deux langues\u00a0: chaque abonné confirmé la reçoit dans la sienne, avec un lien pour se désabonner. Le texte suit la mise en forme Markdown du blogue. Après l’enregistrement, vous pourrez voir l’aperçu et vous envoyer un essai avant l’envoi.',
      one_line: 'L’objet doit tenir sur une seule ligne.',
      sending: 'Envoi',
      export: {
        label: 'Exporter les confirmés',
        csv_semicolon: 'CSV pour Excel (point-virgule)',
        csv: 'CSV standard (virgule)',
        done: 'Fichier %{filename} téléchargé.',
      },
      preview: {
        title: 'Aperçu du courriel',
        subject: 'Objet',
        note: 'Le lien de désabonnement de l’aperçu et des essais est un exemple\u00a0: chaque abonné reçoit le sien.',
      },
      test: { label: 'M’envoyer un essai', done: 'Essai envoyé à %{email} en français et en anglais.' },
      send: {
        label: 'Envoyer aux abonnés',
        title: 'Envoyer «\u00a0%{subject}\u00a0»\u202f?',
        content: 'L’infolettre partira à tous les abonnés confirmés, chacun dans sa langue. Elle ne pourra plus être modifiée ni envoyée de nouveau.',
        started: 'Envoi commencé\u00a0: un destinataire. |||| Envoi commencé\u00a0: %{smart_count} destinataires.',
      },
      progress: {
        label: 'Progression de l’envoi',
        summary: '%{sent} envoyés sur %{total} · %{failed} en échec · %{skipped} désabonnés entre-temps',
        draft: 'Pas encore envoyée',
      },
    },
  },
};

export const newsletterEn: typeof newsletterFr = {
  resources: {
    'newsletter-subscribers': {
      name: 'Newsletter subscriber |||| Newsletter subscribers',
      empty: 'No subscribers yet.',
      fields: {
        q: 'Search (address)',
        email: 'Email',
        locale: 'Language',
        status: 'State',
        requestedAt: 'Sign-up requested',
        confirmedAt: 'Confirmed',
        unsubscribedAt: 'Unsubscribed',
      },
    },
    'newsletter-campaigns': {
      name: 'Newsletter |||| Newsletters',
      empty: 'No newsletters yet.',
      invite: 'Do you want to write one?',
      fields: {
        q: 'Search (subject)',
        subjectFr: 'Subject (French)',
        subjectEn: 'Subject (English)',
        bodyFr: 'Text (French)',
        bodyEn: 'Text (English)',
        status: 'State',
        progress: 'Sending',
        createdAt: 'Written',
        lastTestAt: 'Last test',
        sendRequestedAt: 'Sent',
        finishedAt: 'Sending finished',
      },
    },
  },
  eclat: {
    newsletter: {
      subscriber_status: { confirmed: 'Confirmed', pending: 'Awaiting confirmation', unsubscribed: 'Unsubscribed' },
      campaign_status: { draft: 'Draft', sending: 'Sending', sent: 'Sent' },
      locale: { fr: 'French', en: 'English' },
      hint: 'Write the newsletter in both languages: each confirmed subscriber gets it in theirs, with a link to unsubscribe. The text uses the blog’s Markdown formatting. Once saved, you can preview it and send yourself a test before sending.',
      one_line: 'The subject must fit on one line.',
      sending: 'Sending',
      export: {
        label: 'Export confirmed',
        csv_semicolon: 'CSV for Excel (semicolon)',
        csv: 'Standard CSV (comma)',
        done: 'File %{filename} downloaded.',
      },
      preview: {
        title: 'Email preview',
        subject: 'Subject',
        note: 'The unsubscribe link of the preview and of tests is a sample: each subscriber gets their own.',
      },
      test: { label: 'Send me a test', done: 'Test sent to %{email} in French and English.' },
      send: {
        label: 'Send to subscribers',
        title: 'Send “%{subject}”?',
        content: 'The newsletter will go to every confirmed subscriber, each in their language. It can no longer be changed or sent again.',
        started: 'Sending started: one recipient. |||| Sending started: %{smart_count} recipients.',
      },
      progress: {
        label: 'Sending progress',
        summary: '%{sent} sent of %{total} · %{failed} failed · %{skipped} unsubscribed meanwhile',
        draft: 'Not sent yet',
      },
    },
  },
};
