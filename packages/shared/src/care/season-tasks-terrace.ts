import type { ServiceSeasonTasks } from './season-types';

// A terrace or rooftop garden in pots and raised beds through India's seasons
// (docs/product.md#care-by-season).
export const terraceTasks: ServiceSeasonTasks = {
  summer: [
    {
      key: 'tg-sum-water-twice',
      en: 'Water pots morning and evening on the hottest days',
      hi: 'सबसे गर्म दिनों में गमलों को सुबह और शाम पानी दें',
    },
    {
      key: 'tg-sum-shade-net',
      en: 'Put up shade net over the terrace beds',
      hi: 'छत की क्यारियों पर शेड नेट लगाएँ',
    },
    { key: 'tg-sum-mulch', en: 'Mulch every pot and bed', hi: 'हर गमले और क्यारी में मल्च बिछाएँ' },
    { key: 'tg-sum-drip', en: 'Check the drip lines and the tank', hi: 'ड्रिप लाइन और टंकी जाँचें' },
    {
      key: 'tg-sum-move-pots',
      en: 'Move delicate pots out of the afternoon sun',
      hi: 'नाज़ुक गमले दोपहर की धूप से हटाएँ',
    },
    {
      key: 'tg-sum-heat-floor',
      en: 'Keep pots on stands, off the hot floor',
      hi: 'गमले गर्म फ़र्श से ऊपर स्टैंड पर रखें',
    },
  ],
  monsoon: [
    {
      key: 'tg-mon-outlets',
      en: 'Clear the terrace drain outlets and pipes',
      hi: 'छत के पानी के निकास और पाइप साफ़ करें',
    },
    {
      key: 'tg-mon-waterproofing',
      en: 'Check the waterproofing under the beds for seepage',
      hi: 'क्यारियों के नीचे वॉटरप्रूफ़िंग में रिसाव जाँचें',
    },
    {
      key: 'tg-mon-pot-holes',
      en: 'Unblock the drain holes of every pot',
      hi: 'हर गमले के पानी निकलने के छेद खोलें',
    },
    {
      key: 'tg-mon-neem',
      en: 'Spray neem oil every 10 to 15 days',
      hi: 'हर 10 से 15 दिन में नीम तेल छिड़कें',
    },
    {
      key: 'tg-mon-wind',
      en: 'Tie tall plants and climbers against strong winds',
      hi: 'ऊँचे पौधों और बेलों को तेज़ हवा से बचाने के लिए बाँधें',
    },
    { key: 'tg-mon-skip-water', en: 'Skip watering after rain', hi: 'बारिश के बाद पानी न दें' },
  ],
  'post-monsoon': [
    {
      key: 'tg-pom-repot',
      en: 'Repot crowded plants with fresh potting mix',
      hi: 'भीड़ वाले पौधों को नई मिट्टी के साथ बड़े गमले में लगाएँ',
    },
    { key: 'tg-pom-compost', en: 'Top up pots with compost', hi: 'गमलों में ऊपर से कम्पोस्ट डालें' },
    {
      key: 'tg-pom-sow',
      en: 'Sow winter vegetables and flowers in pots',
      hi: 'गमलों में सर्दी की सब्ज़ियाँ और फूल बोएँ',
    },
    { key: 'tg-pom-prune', en: 'Prune and shape the shrubs', hi: 'झाड़ियों की छँटाई करके आकार दें' },
    { key: 'tg-pom-pests', en: 'Check for mealybugs and scale', hi: 'मिलीबग और स्केल कीट देखें' },
    { key: 'tg-pom-water-less', en: 'Water less as the days cool', hi: 'ठंड आने पर पानी कम करें' },
  ],
  winter: [
    {
      key: 'tg-win-sun',
      en: 'Move pots to where they get the winter sun',
      hi: 'गमलों को सर्दी की धूप वाली जगह रखें',
    },
    {
      key: 'tg-win-frost',
      en: 'Cover tender plants on cold nights in the north',
      hi: 'उत्तर भारत में ठंडी रातों में नाज़ुक पौधों को ढकें',
    },
    { key: 'tg-win-water-midday', en: 'Water less, around midday', hi: 'पानी कम, दोपहर के आसपास दें' },
    {
      key: 'tg-win-feed',
      en: 'Feed flowering plants once a month',
      hi: 'फूल वाले पौधों को महीने में एक बार खाद दें',
    },
    {
      key: 'tg-win-wind',
      en: 'Shield plants from cold dry winds',
      hi: 'पौधों को ठंडी सूखी हवा से बचाएँ',
    },
    {
      key: 'tg-win-prep-summer',
      en: 'Check the drip and shade net before summer',
      hi: 'गर्मी से पहले ड्रिप और शेड नेट जाँचें',
    },
  ],
};
