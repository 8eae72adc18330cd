// The promo codes' screens, merged into the console's messages by i18n-provider.ts.
// French defines the shape; English must match it (i18n.test.ts).
export const promoCodesFr = {
  resources: {
    'promo-codes': {
      name: 'Code promo |||| Codes promo',
      empty: 'Aucun code promo pour l’instant.',
      invite: 'Voulez-vous en créer un\u202f?',
      fields: {
        q: 'Recherche (code ou description)',
        status: 'Statut',
        code: 'Code',
        description: 'Description (pour l’équipe)',
        kind: 'Type de rabais',
        amountCents: 'Montant du rabais ($)',
        percent: 'Pourcentage du rabais (%)',
        discount: 'Rabais',
        startsAt: 'Valide à partir du',
        endsAt: 'Valide jusqu’au (exclus)',
        maxUses: 'Utilisations maximales',
        oncePerClient: 'Une fois par client',
        active: 'Actif',
        featured: 'Promotion de la page d’accueil',
        state: 'État',
        uses: 'Utilisations',
        clients: 'Clients distincts',
        discountCents: 'Rabais accordés',
        createdAt: 'Créé le',
        updatedAt: 'Modifié le',
      },
    },
  },
  eclat: {
    promo_codes: {
      intro:
        'Chaque code s’applique à la première visite d’une réservation, une seule fois par client. Une utilisation compte tant que la réservation est en attente, confirmée, en cours ou terminée\u00a0: une demande refusée, expirée ou annulée rend le code.',
      kind: { amount: 'Montant', percent: 'Pourcentage' },
      status: { active: 'Actifs', inactive: 'Inactifs' },
      state: { inactive: 'Inactif', scheduled: 'À venir', running: 'En vigueur', expired: 'Expiré', exhausted: 'Épuisé' },
      unlimited: 'Illimité',
      no_end: 'Sans fin',
      hints: {
        code: 'De 3 à 32 caractères\u00a0: lettres sans accents, chiffres, - ou _. Enregistré en majuscules, il ne pourra plus être changé.',
        code_fixed: 'Le code ne change pas après sa création\u00a0: les réservations le gardent dans leur historique.',
        percent: 'Pourcentage du sous-total de la première visite, appliqué après le rabais de première réservation. Le prix ne devient jamais négatif.',
        max_uses: 'Vide\u00a0: aucune limite.',
        featured: 'Le code annoncé sur la page d’accueil et la page des tarifs, tant qu’il est en vigueur. Un seul code à la fois\u00a0: le choisir remplace le précédent.',
        deactivate: 'Pour arrêter un code déjà utilisé, décochez «\u00a0Actif\u00a0»\u00a0: un code utilisé ne peut pas être supprimé.',
      },
      empty: 'Aucun code promo pour l’instant',
    },
  },
};

export const promoCodesEn: typeof promoCodesFr = {
  resources: {
    'promo-codes': {
      name: 'Promo code |||| Promo codes',
      empty: 'No promo codes yet.',
      invite: 'Do you want to create one?',
      fields: {
        q: 'Search (code or description)',
        status: 'Status',
        code: 'Code',
        description: 'Description (for the team)',
        kind: 'Discount type',
        amountCents: 'Discount amount ($)',
        percent: 'Discount percentage (%)',
        discount: 'Discount',
        startsAt: 'Valid from',
        endsAt: 'Valid until (excluded)',
        maxUses: 'Maximum uses',
        oncePerClient: 'Once per client',
        active: 'Active',
        featured: 'Home page promotion',
        state: 'State',
        uses: 'Uses',
        clients: 'Distinct clients',
        discountCents: 'Discounts given',
        createdAt: 'Created on',
        updatedAt: 'Updated on',
      },
    },
  },
  eclat: {
    promo_codes: {
      intro:
        'Each code applies to the first visit of a booking, once per client. A use counts while the booking is pending, confirmed, in progress or completed: a declined, expired or cancelled request gives the code back.',
      kind: { amount: 'Amount', percent: 'Percentage' },
      status: { active: 'Active', inactive: 'Inactive' },
      state: { inactive: 'Inactive', scheduled: 'Upcoming', running: 'Running', expired: 'Expired', exhausted: 'Used up' },
      unlimited: 'Unlimited',
      no_end: 'No end',
      hints: {
        code: '3 to 32 characters: letters without accents, digits, - or _. Saved in capitals, it cannot be changed later.',
        code_fixed: 'The code does not change once created: bookings keep it in their history.',
        percent: 'Percentage of the first visit’s subtotal, applied after the first-booking discount. The price never goes below zero.',
        max_uses: 'Empty: no limit.',
        featured: 'The code announced on the home page and the pricing page while it runs. One code at a time: choosing it replaces the previous one.',
        deactivate: 'To stop a code that was used, untick “Active”: a used code cannot be deleted.',
      },
      empty: 'No promo codes yet',
    },
  },
};
