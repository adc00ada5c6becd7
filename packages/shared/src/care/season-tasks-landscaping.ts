import type { ServiceSeasonTasks } from './season-types';

// A lawn and garden beds through India's seasons (docs/product.md#care-by-season).
export const landscapingTasks: ServiceSeasonTasks = {
  summer: [
    {
      key: 'ls-sum-water-early',
      en: 'Water deeply early in the morning or after sunset',
      hi: 'सुबह जल्दी या सूरज ढलने के बाद गहराई तक पानी दें',
    },
    {
      key: 'ls-sum-mulch-beds',
      en: 'Mulch the beds to keep the soil moist and cool',
      hi: 'मिट्टी को नम और ठंडा रखने के लिए क्यारियों में मल्च बिछाएँ',
    },
    {
      key: 'ls-sum-check-drip',
      en: 'Check the drip lines and sprinklers for leaks and blocks',
      hi: 'ड्रिप लाइन और स्प्रिंकलर में रिसाव और रुकावट जाँचें',
    },
    {
      key: 'ls-sum-mow-high',
      en: 'Mow the lawn on a high setting, once a week',
      hi: 'घास हफ़्ते में एक बार, ऊँची सेटिंग पर काटें',
    },
    {
      key: 'ls-sum-shade-young',
      en: 'Shade young plants from the afternoon sun',
      hi: 'छोटे पौधों को दोपहर की धूप से छाया दें',
    },
    {
      key: 'ls-sum-termites',
      en: 'Look for termites at the roots and on tree trunks',
      hi: 'जड़ों और पेड़ के तनों पर दीमक देखें',
    },
  ],
  monsoon: [
    {
      key: 'ls-mon-mow-twice',
      en: 'Mow the lawn twice a week while it grows fast',
      hi: 'तेज़ बढ़त में घास हफ़्ते में दो बार काटें',
    },
    {
      key: 'ls-mon-clear-drains',
      en: 'Clear the drains and outlets so no water stands',
      hi: 'नालियाँ और निकास साफ़ करें ताकि पानी न रुके',
    },
    {
      key: 'ls-mon-neem-spray',
      en: 'Spray neem oil every 10 to 15 days against pests',
      hi: 'कीटों से बचाव के लिए हर 10 से 15 दिन में नीम तेल छिड़कें',
    },
    {
      key: 'ls-mon-skip-water',
      en: 'Skip watering after rain; check the soil first',
      hi: 'बारिश के बाद पानी न दें; पहले मिट्टी जाँचें',
    },
    { key: 'ls-mon-weeds', en: 'Pull weeds before they seed', hi: 'बीज बनने से पहले खरपतवार निकालें' },
    {
      key: 'ls-mon-fungus',
      en: 'Remove leaves with fungal spots and stake tall plants',
      hi: 'फफूंद के धब्बे वाली पत्तियाँ हटाएँ और ऊँचे पौधों को सहारा दें',
    },
  ],
  'post-monsoon': [
    {
      key: 'ls-pom-feed-lawn',
      en: 'Feed the lawn with compost or a balanced fertiliser',
      hi: 'घास को कम्पोस्ट या संतुलित खाद दें',
    },
    {
      key: 'ls-pom-aerate',
      en: 'Aerate compacted patches of the lawn',
      hi: 'घास के दबे हुए हिस्सों में हवा के लिए छेद करें',
    },
    {
      key: 'ls-pom-prune',
      en: 'Prune shrubs and hedges into shape',
      hi: 'झाड़ियों और बाड़ की छँटाई करके आकार दें',
    },
    {
      key: 'ls-pom-plant-annuals',
      en: 'Plant winter flowers: marigold, petunia, calendula',
      hi: 'सर्दी के फूल लगाएँ: गेंदा, पेटूनिया, कैलेंडुला',
    },
    {
      key: 'ls-pom-water-less',
      en: 'Water less as the rain stops and days cool',
      hi: 'बारिश रुकने और ठंड आने पर पानी कम करें',
    },
    {
      key: 'ls-pom-patch-lawn',
      en: 'Re-sow or patch bare spots in the lawn',
      hi: 'घास के खाली हिस्सों में फिर से बीज या घास लगाएँ',
    },
  ],
  winter: [
    {
      key: 'ls-win-water-midday',
      en: 'Water less, around midday, when the soil is dry',
      hi: 'मिट्टी सूखी हो तो दोपहर के आसपास कम पानी दें',
    },
    {
      key: 'ls-win-mow-less',
      en: 'Mow once in two weeks; the lawn grows slowly',
      hi: 'घास धीरे बढ़ती है; दो हफ़्ते में एक बार काटें',
    },
    {
      key: 'ls-win-frost',
      en: 'Cover tender plants on cold nights in the north',
      hi: 'उत्तर भारत में ठंडी रातों में नाज़ुक पौधों को ढकें',
    },
    { key: 'ls-win-compost', en: 'Add compost to the beds', hi: 'क्यारियों में कम्पोस्ट डालें' },
    {
      key: 'ls-win-deadhead',
      en: 'Deadhead winter flowers to keep them blooming',
      hi: 'सूखे फूल तोड़ें ताकि नए फूल आते रहें',
    },
    {
      key: 'ls-win-prep-summer',
      en: 'Check the drip lines before summer and mulch in February',
      hi: 'गर्मी से पहले ड्रिप लाइन जाँचें और फ़रवरी में मल्च बिछाएँ',
    },
  ],
};
