// The marketing and content hub (/admin/marketing), merged into the console's messages by i18n-provider.ts.
// French defines the shape; English must match it (i18n.test.ts).
export const marketingFr = {
  eclat: {
    marketing: {
      title: 'Marketing et contenu',
      intro: 'Les codes promo, l’infolettre et les textes du site public, avec leurs chiffres du moment.',
      loading: 'Chargement des chiffres…',
      at_least: 'au moins %{count}',
      promo: {
        title: 'Codes promo',
        description: 'Les rabais que la clientèle entre au moment de réserver, avec leurs utilisations.',
        active: 'Codes actifs',
        uses: 'Utilisations (tous les codes)',
        uses_hint: 'Réservations en attente, confirmées, en cours ou terminées',
        open: 'Voir les codes promo',
      },
      newsletter: {
        title: 'Infolettre',
        description: 'Les abonnés qui ont confirmé leur adresse et les infolettres envoyées en français et en anglais.',
        confirmed: 'Abonnés confirmés',
        sent: 'Infolettres envoyées',
        open: 'Voir les abonnés',
      },
      content: {
        title: 'Contenu du site',
        description: 'Les témoignages, la galerie et le blogue que les visiteurs voient sur le site public.',
        testimonials: 'Témoignages publiés',
        gallery: 'Réalisations publiées dans la galerie',
        blog: 'Articles du blogue',
        open: 'Voir les témoignages',
      },
    },
  },
};

export const marketingEn: typeof marketingFr = {
  eclat: {
    marketing: {
      title: 'Marketing and content',
      intro: 'Promo codes, the newsletter and the public site’s content, with their current figures.',
      loading: 'Loading the figures…',
      at_least: 'at least %{count}',
      promo: {
        title: 'Promo codes',
        description: 'The discounts clients enter when they book, with how often they were used.',
        active: 'Active codes',
        uses: 'Uses (all codes)',
        uses_hint: 'Bookings pending, confirmed, in progress or completed',
        open: 'View promo codes',
      },
      newsletter: {
        title: 'Newsletter',
        description: 'Subscribers who confirmed their address and newsletters sent in French and English.',
        confirmed: 'Confirmed subscribers',
        sent: 'Newsletters sent',
        open: 'View subscribers',
      },
      content: {
        title: 'Site content',
        description: 'The testimonials, gallery and blog visitors see on the public site.',
        testimonials: 'Published testimonials',
        gallery: 'Published gallery items',
        blog: 'Blog posts',
        open: 'View testimonials',
      },
    },
  },
};
