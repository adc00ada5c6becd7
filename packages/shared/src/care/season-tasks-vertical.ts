import type { ServiceSeasonTasks } from './season-types';

// A green wall of pockets or panels on drip through India's seasons
// (docs/product.md#care-by-season).
export const verticalTasks: ServiceSeasonTasks = {
  summer: [
    {
      key: 'vg-sum-drip-daily',
      en: 'Run the drip longer; check every emitter wets its pocket',
      hi: 'ड्रिप ज़्यादा देर चलाएँ; जाँचें कि हर एमिटर से उसका पॉकेट भीगे',
    },
    {
      key: 'vg-sum-moisture',
      en: 'Feel the top pockets for moisture: they dry first',
      hi: 'ऊपर के पॉकेट की नमी जाँचें: वे पहले सूखते हैं',
    },
    {
      key: 'vg-sum-shade',
      en: 'Put up shade net on a wall in full afternoon sun',
      hi: 'दोपहर की पूरी धूप वाली दीवार पर शेड नेट लगाएँ',
    },
    {
      key: 'vg-sum-mist',
      en: 'Mist the leaves in the evening on hot days',
      hi: 'गर्म दिनों में शाम को पत्तियों पर पानी की फुहार करें',
    },
    { key: 'vg-sum-replace-dry', en: 'Replace plants that have dried out', hi: 'सूख चुके पौधे बदलें' },
    {
      key: 'vg-sum-filter',
      en: 'Clean the drip filter and the tank',
      hi: 'ड्रिप का फ़िल्टर और टंकी साफ़ करें',
    },
  ],
  monsoon: [
    {
      key: 'vg-mon-cut-drip',
      en: 'Cut the drip time on rainy days',
      hi: 'बारिश के दिनों में ड्रिप का समय घटाएँ',
    },
    {
      key: 'vg-mon-drain-tray',
      en: 'Clear the drain tray and outlet at the foot of the wall',
      hi: 'दीवार के नीचे की ट्रे और निकास साफ़ करें',
    },
    {
      key: 'vg-mon-neem',
      en: 'Spray neem oil every 10 to 15 days, under the leaves too',
      hi: 'हर 10 से 15 दिन में नीम तेल छिड़कें, पत्तियों के नीचे भी',
    },
    {
      key: 'vg-mon-rot',
      en: 'Look for root rot and soggy pockets; replace those plants',
      hi: 'जड़ सड़न और गीले पॉकेट देखें; वे पौधे बदलें',
    },
    {
      key: 'vg-mon-fungus',
      en: 'Remove leaves with fungal spots',
      hi: 'फफूंद के धब्बे वाली पत्तियाँ हटाएँ',
    },
    {
      key: 'vg-mon-fixings',
      en: 'Check the frame fixings and the wall behind for damp',
      hi: 'फ्रेम की फ़िटिंग और पीछे की दीवार में सीलन जाँचें',
    },
  ],
  'post-monsoon': [
    {
      key: 'vg-pom-feed',
      en: 'Feed the wall with liquid fertiliser through the drip',
      hi: 'ड्रिप से दीवार को तरल खाद दें',
    },
    {
      key: 'vg-pom-prune',
      en: 'Prune overgrown plants so light reaches the lower rows',
      hi: 'बढ़े हुए पौधे छाँटें ताकि नीचे की कतारों तक रोशनी पहुँचे',
    },
    {
      key: 'vg-pom-gaps',
      en: 'Fill gaps with new plants of the same kind',
      hi: 'खाली जगह में उसी किस्म के नए पौधे लगाएँ',
    },
    {
      key: 'vg-pom-pests',
      en: 'Check under the leaves for mealybugs and mites',
      hi: 'पत्तियों के नीचे मिलीबग और माइट देखें',
    },
    { key: 'vg-pom-emitters', en: 'Clear blocked emitters', hi: 'रुके हुए एमिटर साफ़ करें' },
    {
      key: 'vg-pom-timer',
      en: 'Set the drip timer for the cooler days',
      hi: 'ठंडे दिनों के हिसाब से ड्रिप टाइमर सेट करें',
    },
  ],
  winter: [
    {
      key: 'vg-win-less-water',
      en: 'Water less; let the top pockets dry a little between',
      hi: 'पानी कम दें; बीच में ऊपर के पॉकेट थोड़े सूखने दें',
    },
    {
      key: 'vg-win-cold-wind',
      en: 'Shield the wall from cold winds in the north',
      hi: 'उत्तर भारत में दीवार को ठंडी हवा से बचाएँ',
    },
    { key: 'vg-win-clean-leaves', en: 'Wipe dust off the leaves', hi: 'पत्तियों से धूल पोंछें' },
    { key: 'vg-win-trim', en: 'Trim yellow and dead leaves', hi: 'पीली और सूखी पत्तियाँ काटें' },
    {
      key: 'vg-win-pump',
      en: 'Check the pump, the timer and the tank',
      hi: 'पंप, टाइमर और टंकी जाँचें',
    },
    {
      key: 'vg-win-light-feed',
      en: 'Give a light feed once a month',
      hi: 'महीने में एक बार हल्की खाद दें',
    },
  ],
};
