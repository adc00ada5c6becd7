// Everything the product says about itself in one place (docs/product.md#texts). Demo values,
// clearly fictional.
export const site = {
  name: 'Greenscape',
  tagline: 'Proper Greening And Smart Solutions',
  supportEmail: 'support@greenscape.example',
  supportPhone: '+91 8000-000-000',
  officeAddress: '12 Greenscape Lane, Koramangala, Bengaluru 560034',
  social: [
    { name: 'Instagram', url: 'https://instagram.example/greenscape' },
    { name: 'Facebook', url: 'https://facebook.example/greenscape' },
    { name: 'LinkedIn', url: 'https://linkedin.example/company/greenscape' },
  ],
  brandColour: '#3B726A',
} as const;
