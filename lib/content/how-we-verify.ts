/**
 * /how-we-verify: what each check on a listing means, who makes it and when it shows. The
 * numbers come from the rules' own modules, so the page and the code agree.
 */
import {
  ANSWER_WITHIN_DAYS,
  BUYER_REPORTS_TO_ASK,
  RECONFIRM_EVERY_DAYS,
} from "@/lib/trust/reconfirm-rules";
import { PHOTO_MAX_AGE_DAYS, PHOTO_MAX_KM } from "@/lib/trust/photo-check";
import { CHECK_HEADLINES } from "@/lib/trust/check-words";
import type { Locale } from "@/lib/i18n/locales";

export type VerifySection = { id: string; title: string; paragraphs: string[] };

export const HOW_WE_VERIFY: { lead: string; sections: VerifySection[] } = {
  lead: "A listing on LAND Acre says in words what we checked, when, and who checked it — never a bare “verified” badge. A check that was not made is not claimed.",
  sections: [
    {
      id: "phone",
      title: CHECK_HEADLINES.phone,
      paragraphs: [
        "Every seller signs up with an Indian mobile number and types the one-time code we send to it. The listing shows the date the number was verified.",
      ],
    },
    {
      id: "documents",
      title: CHECK_HEADLINES.documents,
      paragraphs: [
        "The seller uploads a sale deed, property tax receipt or utility bill for the listing. It is kept in private storage that only the seller and our verification team can open.",
        "Someone on our team matches the owner's name and the address on the document with the listing, then approves it or rejects it with a reason. Approved, the listing says “Owner's documents checked on <date>” and appears under the “Documents checked” search filter.",
      ],
    },
    {
      id: "rera",
      title: CHECK_HEADLINES.rera,
      paragraphs: [
        "Projects and agents quote their registration number under the Real Estate (Regulation and Development) Act, 2016. We check that the number has the shape the state's authority issues and link to that authority's website, where you can look the number up yourself.",
        "A project on more than 500 m² of land or with more than 8 units cannot be published without a registration number.",
      ],
    },
    {
      id: "photos",
      title: CHECK_HEADLINES.photos,
      paragraphs: [
        `When a photo carries the camera's position and date, we check that it was taken within ${PHOTO_MAX_KM} km of the listing and within ${Math.round(PHOTO_MAX_AGE_DAYS / 30.4)} months of posting. We read these data before the photo is published and then remove them from the published file.`,
        "Many phones and apps remove this data. A photo without it makes no claim either way.",
      ],
    },
    {
      id: "current",
      title: "Kept current",
      paragraphs: [
        `Every ${RECONFIRM_EVERY_DAYS} days we ask the seller whether a live listing is still available, by e-mail, SMS and a notice in their account. A listing whose seller does not answer within ${ANSWER_WITHIN_DAYS} days is paused and leaves search until the seller confirms it. Listing pages say when the listing was last confirmed available.`,
        `If you find a listing is gone, press “No longer available?” on it. When ${BUYER_REPORTS_TO_ASK} different buyers do, we ask the seller at once.`,
      ],
    },
    {
      id: "duplicates",
      title: "Duplicates and fakes",
      paragraphs: [
        "When a listing is posted or edited we look for the same photo on another seller's listing, the same flat (locality, type, BHK and area within 2 %) from another seller, an “owner” account that looks like a broker, and a price 40 % or more below the locality's median. Our team reviews each case with the evidence side by side.",
        "Every price change is kept and shown on the listing, with the date of the latest reduction.",
      ],
    },
  ],
};

/** /how-we-verify in Hindi (the same sections and the same numbers). */
export const HOW_WE_VERIFY_HI: { lead: string; sections: VerifySection[] } = {
  lead: "LAND Acre पर हर लिस्टिंग शब्दों में बताती है कि हमने क्या जांचा, कब जांचा और किसने जांचा — कभी भी सिर्फ़ “वेरिफाइड” का बैज नहीं। जो जांच नहीं हुई, उसका दावा नहीं किया जाता।",
  sections: [
    {
      id: "phone",
      title: "विक्रेता का फ़ोन वेरिफाइड",
      paragraphs: [
        "हर विक्रेता भारतीय मोबाइल नंबर से साइन अप करता है और हमारे भेजे गए OTP को डालता है। लिस्टिंग पर वह तारीख दिखती है जिस दिन नंबर वेरिफाई हुआ।",
      ],
    },
    {
      id: "documents",
      title: "मालिक के दस्तावेज़ जांचे गए",
      paragraphs: [
        "विक्रेता लिस्टिंग के लिए सेल डीड, प्रॉपर्टी टैक्स की रसीद या बिजली-पानी का बिल अपलोड करता है। इसे निजी स्टोरेज में रखा जाता है जिसे सिर्फ़ विक्रेता और हमारी वेरिफ़िकेशन टीम खोल सकती है।",
        "हमारी टीम का कोई सदस्य दस्तावेज़ पर लिखे मालिक के नाम और पते को लिस्टिंग से मिलाता है, फिर उसे मंज़ूर करता है या कारण बताकर नामंज़ूर करता है। मंज़ूर होने पर लिस्टिंग पर लिखा आता है “मालिक के दस्तावेज़ <तारीख> को जांचे गए” और वह “दस्तावेज़ जांचे गए” सर्च फ़िल्टर में दिखती है।",
      ],
    },
    {
      id: "rera",
      title: "RERA रजिस्ट्रेशन जांचा गया",
      paragraphs: [
        "प्रोजेक्ट और एजेंट रियल एस्टेट (रेगुलेशन एंड डेवलपमेंट) एक्ट, 2016 के तहत अपना रजिस्ट्रेशन नंबर बताते हैं। हम जांचते हैं कि नंबर उसी ढांचे का है जो राज्य की अथॉरिटी जारी करती है, और उस अथॉरिटी की वेबसाइट का लिंक देते हैं, जहां आप खुद नंबर देख सकते हैं।",
        "500 m² से ज़्यादा ज़मीन पर बना या 8 से ज़्यादा यूनिट वाला प्रोजेक्ट रजिस्ट्रेशन नंबर के बिना पब्लिश नहीं हो सकता।",
      ],
    },
    {
      id: "photos",
      title: "फोटो मौके पर ली गईं",
      paragraphs: [
        `जब किसी फोटो में कैमरे की लोकेशन और तारीख दर्ज होती है, तो हम जांचते हैं कि वह लिस्टिंग से ${PHOTO_MAX_KM} km के अंदर और पोस्ट करने से ${Math.round(PHOTO_MAX_AGE_DAYS / 30.4)} महीने के अंदर ली गई थी। हम यह डेटा फोटो पब्लिश होने से पहले पढ़ते हैं और फिर पब्लिश की गई फ़ाइल से हटा देते हैं।`,
        "कई फ़ोन और ऐप यह डेटा हटा देते हैं। ऐसे डेटा के बिना वाली फोटो किसी भी तरफ़ कोई दावा नहीं करती।",
      ],
    },
    {
      id: "current",
      title: "लिस्टिंग ताज़ा रखी जाती है",
      paragraphs: [
        `हर ${RECONFIRM_EVERY_DAYS} दिन में हम विक्रेता से ई-मेल, SMS और उनके अकाउंट में सूचना के ज़रिए पूछते हैं कि लाइव लिस्टिंग अभी भी उपलब्ध है या नहीं। जिस लिस्टिंग का विक्रेता ${ANSWER_WITHIN_DAYS} दिन के अंदर जवाब नहीं देता, वह रोक दी जाती है और तब तक सर्च से हट जाती है जब तक विक्रेता उसे कन्फ़र्म न करे। लिस्टिंग पेज बताते हैं कि लिस्टिंग आखिरी बार कब उपलब्ध कन्फ़र्म हुई।`,
        `अगर आपको लगे कि कोई लिस्टिंग अब उपलब्ध नहीं है, तो उस पर “अब उपलब्ध नहीं?” दबाएं। जब ${BUYER_REPORTS_TO_ASK} अलग-अलग खरीदार ऐसा करते हैं, तो हम तुरंत विक्रेता से पूछते हैं।`,
      ],
    },
    {
      id: "duplicates",
      title: "डुप्लिकेट और फ़र्ज़ी लिस्टिंग",
      paragraphs: [
        "जब कोई लिस्टिंग पोस्ट या एडिट होती है, तो हम देखते हैं कि कहीं वही फोटो किसी दूसरे विक्रेता की लिस्टिंग पर तो नहीं है, वही फ्लैट (लोकेलिटी, प्रकार, BHK और 2 % के अंदर एरिया) किसी दूसरे विक्रेता ने तो नहीं डाला, कोई “मालिक” अकाउंट ब्रोकर जैसा तो नहीं दिखता, और कीमत लोकेलिटी के मीडियन से 40 % या उससे ज़्यादा कम तो नहीं है। हमारी टीम हर मामले को सबूतों के साथ आमने-सामने रखकर जांचती है।",
        "कीमत में हर बदलाव दर्ज रहता है और लिस्टिंग पर दिखता है, साथ में पिछली कटौती की तारीख भी।",
      ],
    },
  ],
};

/** /how-we-verify's words in a language. */
export function howWeVerifyContent(locale: Locale): { lead: string; sections: VerifySection[] } {
  return locale === "hi" ? HOW_WE_VERIFY_HI : HOW_WE_VERIFY;
}
