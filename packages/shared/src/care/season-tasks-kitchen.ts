import type { ServiceSeasonTasks } from './season-types';

// A kitchen garden's vegetables and herbs through India's seasons
// (docs/product.md#care-by-season).
export const kitchenTasks: ServiceSeasonTasks = {
  summer: [
    {
      key: 'kg-sum-sow',
      en: 'Sow summer vegetables: lauki, bhindi, tori, cucumber',
      hi: 'गर्मी की सब्ज़ियाँ बोएँ: लौकी, भिंडी, तोरी, खीरा',
    },
    {
      key: 'kg-sum-water',
      en: 'Water every morning; never let the beds dry out',
      hi: 'हर सुबह पानी दें; क्यारियाँ सूखने न दें',
    },
    {
      key: 'kg-sum-mulch',
      en: 'Mulch with dry leaves or straw around the plants',
      hi: 'पौधों के चारों ओर सूखी पत्तियों या पुआल का मल्च बिछाएँ',
    },
    {
      key: 'kg-sum-shade-net',
      en: 'Put up shade net over leafy greens',
      hi: 'पत्तेदार सब्ज़ियों पर शेड नेट लगाएँ',
    },
    {
      key: 'kg-sum-trellis',
      en: 'Train climbers on the trellis',
      hi: 'बेल वाली सब्ज़ियों को मचान पर चढ़ाएँ',
    },
    {
      key: 'kg-sum-harvest',
      en: 'Pick ripe vegetables every few days',
      hi: 'पकी सब्ज़ियाँ हर कुछ दिन में तोड़ें',
    },
  ],
  monsoon: [
    {
      key: 'kg-mon-drain',
      en: 'Raise the beds or dig channels so water drains away',
      hi: 'क्यारियाँ ऊँची करें या नाली बनाएँ ताकि पानी निकल जाए',
    },
    {
      key: 'kg-mon-neem',
      en: 'Spray neem oil every 10 to 15 days against pests',
      hi: 'कीटों से बचाव के लिए हर 10 से 15 दिन में नीम तेल छिड़कें',
    },
    {
      key: 'kg-mon-stake-tomato',
      en: 'Stake tomatoes and chillies against wind and rain',
      hi: 'टमाटर और मिर्च को हवा और बारिश से बचाने के लिए सहारा दें',
    },
    { key: 'kg-mon-weed', en: 'Weed the beds every week', hi: 'हर हफ़्ते क्यारियों से खरपतवार निकालें' },
    { key: 'kg-mon-skip-water', en: 'Skip watering after rain', hi: 'बारिश के बाद पानी न दें' },
    {
      key: 'kg-mon-rot',
      en: 'Remove rotting fruit and leaves with spots',
      hi: 'सड़ते फल और धब्बे वाली पत्तियाँ हटाएँ',
    },
  ],
  'post-monsoon': [
    {
      key: 'kg-pom-sow-winter',
      en: 'Sow winter vegetables: palak, methi, mooli, gajar, matar',
      hi: 'सर्दी की सब्ज़ियाँ बोएँ: पालक, मेथी, मूली, गाजर, मटर',
    },
    {
      key: 'kg-pom-compost',
      en: 'Mix compost into the beds before sowing',
      hi: 'बोने से पहले क्यारियों में कम्पोस्ट मिलाएँ',
    },
    {
      key: 'kg-pom-clear-summer',
      en: 'Clear spent summer plants',
      hi: 'ख़त्म हो चुके गर्मी के पौधे हटाएँ',
    },
    {
      key: 'kg-pom-transplant',
      en: 'Transplant tomato, brinjal and cauliflower seedlings',
      hi: 'टमाटर, बैंगन और फूलगोभी की पौध रोपें',
    },
    {
      key: 'kg-pom-thin',
      en: 'Thin the seedlings so each has room',
      hi: 'पौध छाँटें ताकि हर पौधे को जगह मिले',
    },
    {
      key: 'kg-pom-herbs',
      en: 'Sow coriander and plant mint cuttings',
      hi: 'धनिया बोएँ और पुदीने की कलम लगाएँ',
    },
  ],
  winter: [
    {
      key: 'kg-win-water-less',
      en: 'Water less often, around midday',
      hi: 'पानी कम बार, दोपहर के आसपास दें',
    },
    {
      key: 'kg-win-harvest-greens',
      en: 'Harvest greens leaf by leaf so they grow back',
      hi: 'पत्तेदार सब्ज़ियाँ पत्ती-पत्ती तोड़ें ताकि फिर बढ़ें',
    },
    {
      key: 'kg-win-frost',
      en: 'Cover seedlings on frosty nights in the north',
      hi: 'उत्तर भारत में पाले की रातों में पौध को ढकें',
    },
    {
      key: 'kg-win-feed',
      en: 'Feed with vermicompost once a month',
      hi: 'महीने में एक बार वर्मीकम्पोस्ट दें',
    },
    {
      key: 'kg-win-aphids',
      en: 'Check mustard and peas for aphids',
      hi: 'सरसों और मटर पर माहू (एफिड) देखें',
    },
    {
      key: 'kg-win-plan-summer',
      en: 'Raise summer seedlings in trays in February',
      hi: 'फ़रवरी में गर्मी की सब्ज़ियों की पौध ट्रे में तैयार करें',
    },
  ],
};
