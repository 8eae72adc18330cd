// The seller report's screens, merged into the console's messages by i18n-provider.ts.
// French defines the shape; English must match it (i18n.test.ts).
export const sellerReportsFr = {
  resources: {
    'seller-reports': {
      name: 'Déclaration des vendeurs |||| Déclaration des vendeurs',
      empty: 'Aucun vendeur n’a été payé cette année-là.',
      fields: {
        year: 'Année civile',
        incomplete: 'Identification manquante seulement',
        q: 'Recherche (nom ou courriel)',
        legalName: 'Nom légal',
        displayName: 'Nom dans Éclat',
        sellerType: 'Type',
        sinMasked: 'NAS',
        businessNumber: "Numéro d'entreprise",
        dateOfBirth: 'Date de naissance',
        address: 'Adresse',
        payoutAccount: 'Compte de versement',
        gstNumber: 'TPS',
        qstNumber: 'TVQ',
        considerationCents: 'Contrepartie de l’année',
        activities: 'Visites',
        complete: 'Identification',
      },
    },
  },
  eclat: {
    sellerReports: {
      intro:
        'Chaque personne de ménage payée pendant l’année, avec les montants par trimestre que demande la déclaration des opérateurs de plateformes (partie XX de la Loi de l’impôt sur le revenu, et Revenu Québec)\u00a0: à produire au plus tard le 31 janvier suivant. Le NAS est masqué ici\u202f; seul le fichier exporté le contient.',
      complete: 'Complète',
      missing: 'Manque\u00a0: %{items}',
      deleted: 'Compte supprimé',
      items: {
        identification: 'identification',
        legal_name: 'nom légal',
        date_of_birth: 'date de naissance',
        sin: 'NAS',
        business_number: "numéro d'entreprise",
      },
      sellerType: { individual: 'Particulier', business: 'Entreprise' },
      quarters: {
        title: 'Par trimestre (heure du Québec)',
        quarter: 'Trimestre',
        consideration: 'Contrepartie versée',
        fees: 'Frais et commissions',
        taxes: 'Impôts retenus',
        activities: 'Visites',
        total: 'Total',
        name: 'T%{n}',
      },
      export: {
        label: 'Exporter (CSV)',
        csv_semicolon: 'CSV pour Excel en français (point-virgule)',
        csv: 'CSV standard (virgule)',
        done: 'Fichier %{filename} téléchargé. Il contient des numéros d’assurance sociale\u00a0: conservez-le en lieu sûr.',
      },
    },
  },
};

export const sellerReportsEn: typeof sellerReportsFr = {
  resources: {
    'seller-reports': {
      name: 'Seller report |||| Seller report',
      empty: 'No seller was paid that year.',
      fields: {
        year: 'Calendar year',
        incomplete: 'Missing identification only',
        q: 'Search (name or email)',
        legalName: 'Legal name',
        displayName: 'Name in Éclat',
        sellerType: 'Type',
        sinMasked: 'SIN',
        businessNumber: 'Business number',
        dateOfBirth: 'Date of birth',
        address: 'Address',
        payoutAccount: 'Payout account',
        gstNumber: 'GST',
        qstNumber: 'QST',
        considerationCents: 'Consideration for the year',
        activities: 'Visits',
        complete: 'Identification',
      },
    },
  },
  eclat: {
    sellerReports: {
      intro:
        'Every cleaner paid during the year, with the amounts per quarter the platform operators’ return asks for (Part XX of the Income Tax Act, and Revenu Québec): due by January 31 of the next year. The SIN is masked here; only the exported file holds it.',
      complete: 'Complete',
      missing: 'Missing: %{items}',
      deleted: 'Account deleted',
      items: {
        identification: 'identification',
        legal_name: 'legal name',
        date_of_birth: 'date of birth',
        sin: 'SIN',
        business_number: 'business number',
      },
      sellerType: { individual: 'Individual', business: 'Business' },
      quarters: {
        title: 'Per quarter (Quebec time)',
        quarter: 'Quarter',
        consideration: 'Consideration paid',
        fees: 'Fees and commissions',
        taxes: 'Taxes withheld',
        activities: 'Visits',
        total: 'Total',
        name: 'Q%{n}',
      },
      export: {
        label: 'Export (CSV)',
        csv_semicolon: 'CSV for Excel in French (semicolon)',
        csv: 'Standard CSV (comma)',
        done: 'File %{filename} downloaded. It holds social insurance numbers: keep it somewhere safe.',
      },
    },
  },
};
