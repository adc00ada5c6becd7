import type { PartnerServiceKey } from '@greenscape/shared/services';

// The fictional people of the demo data set. All share one password, printed at start.
export const demoPassword = 'greenscape-demo';

export const demoCustomers = [
  {
    key: 'asha',
    name: 'Asha Rao',
    email: 'asha@demo.greenscape.example',
    phone: '+919800000001',
    city: 'Bengaluru',
    address: '4 Lakeview Layout, HSR',
    postalCode: '560102',
    // Opted in to WhatsApp, so that `npm start` shows her notices going by WhatsApp's stand-in.
    channels: { sms: true, whatsapp: true, email: true },
    whatsappOptedInAt: new Date('2026-11-01T04:30:00Z'),
  },
  {
    key: 'vikram',
    name: 'Vikram Singh',
    email: 'vikram@demo.greenscape.example',
    phone: '+919800000002',
    city: 'Pune',
    address: '22 Orchard Lane, Baner',
    postalCode: '411045',
  },
  {
    key: 'meera',
    name: 'Meera Iyer',
    email: 'meera@demo.greenscape.example',
    phone: '+919800000003',
    city: 'Chennai',
    address: '9 Temple Street, Mylapore',
    postalCode: '600004',
  },
  // Customers whose projects are done and reviewed (demo-completed.ts).
  {
    key: 'rohan',
    name: 'Rohan Mehta',
    email: 'rohan@demo.greenscape.example',
    phone: '+919800000004',
    city: 'Hyderabad',
    address: '14 Film Nagar Road, Jubilee Hills',
    postalCode: '500033',
  },
  {
    key: 'priya',
    name: 'Priya Nair',
    email: 'priya@demo.greenscape.example',
    phone: '+919800000005',
    city: 'Bengaluru',
    address: '7 Palm Meadows, Whitefield',
    postalCode: '560066',
  },
  {
    key: 'sanjay',
    name: 'Sanjay Kulkarni',
    email: 'sanjay@demo.greenscape.example',
    phone: '+919800000006',
    city: 'Pune',
    address: '31 Karve Road, Kothrud',
    postalCode: '411038',
  },
  {
    key: 'divya',
    name: 'Divya Reddy',
    email: 'divya@demo.greenscape.example',
    phone: '+919800000007',
    city: 'Hyderabad',
    address: '2 Lake Ridge, Gachibowli',
    postalCode: '500032',
  },
] as const;

type DemoPartner = {
  key: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  postalCode: string;
  servicesOffered: PartnerServiceKey[];
};

export const demoPartners: DemoPartner[] = [
  {
    key: 'greenthumb',
    name: 'Ravi GreenThumb Landscapes',
    email: 'ravi@partner.greenscape.example',
    phone: '+919810000001',
    city: 'Bengaluru',
    address: '88 Nursery Road, Hebbal',
    postalCode: '560024',
    servicesOffered: ['landscaping-plants', 'landscaping-civil', 'vertical-gardening'],
  },
  {
    key: 'leafwall',
    name: 'Kavya LeafWall Studio',
    email: 'kavya@partner.greenscape.example',
    phone: '+919810000002',
    city: 'Pune',
    address: '5 Green Arcade, Kothrud',
    postalCode: '411038',
    servicesOffered: ['vertical-gardening', 'kitchen-gardening', 'landscaping-plants'],
  },
  {
    key: 'rooftop',
    name: 'Arjun Rooftop Roots',
    email: 'arjun@partner.greenscape.example',
    phone: '+919810000003',
    city: 'Chennai',
    address: '17 Marina View, Besant Nagar',
    postalCode: '600090',
    servicesOffered: ['roof-top-gardening', 'kitchen-gardening', 'vertical-gardening'],
  },
  {
    key: 'oasis',
    name: 'Farah Urban Oasis Works',
    email: 'farah@partner.greenscape.example',
    phone: '+919810000004',
    city: 'Hyderabad',
    address: '3 Banjara Greens, Road 12',
    postalCode: '500034',
    servicesOffered: ['landscaping-plants', 'roof-top-gardening', 'kitchen-gardening'],
  },
];

export const demoSuppliers = [
  {
    key: 'nursery',
    name: 'Lakshmi Nursery Mart',
    email: 'lakshmi@supplier.greenscape.example',
    phone: '+919820000001',
    city: 'Bengaluru',
    address: '2 Flower Market, KR Puram',
    postalCode: '560036',
    materials: [
      ['Areca palm (5 ft)', 850],
      ['Boston fern', 180],
      ['Money plant', 120],
      ['Bermuda grass (per sq ft)', 28],
      ['Organic compost (25 kg)', 450],
    ],
  },
  {
    key: 'stone',
    name: 'Imran Stone & Soil Co',
    email: 'imran@supplier.greenscape.example',
    phone: '+919820000002',
    city: 'Pune',
    address: '41 Industrial Estate, Bhosari',
    postalCode: '411026',
    materials: [
      ['River pebbles (50 kg)', 600],
      ['Red soil (per tonne)', 2200],
      ['Geotextile membrane (per sq m)', 95],
      ['Drip irrigation kit', 3200],
      ['Vertical garden planter module', 1450],
    ],
  },
] as const;
