/**
 * Bangla texts of the demo shop's catalogue, as a Dhaka shop would write them: keyed by the slug
 * (categories, products) or display order (banners) of demo-data.ts, whose English texts stay as
 * they are. Pure data, like demo-data.ts; the seed saves these in the *_bn columns.
 */

/** Bangla category names and descriptions by category slug. */
export const DEMO_CATEGORIES_BN: Record<string, { name: string; description: string }> = {
  "saree-salwar": {
    name: "শাড়ি ও সালোয়ার",
    description: "তাঁতের জামদানি, রাজশাহী সিল্ক, টাঙ্গাইলের তাঁত আর রোজকার থ্রি-পিস সালোয়ার কামিজ।",
  },
  "panjabi-menswear": {
    name: "পাঞ্জাবি ও ছেলেদের পোশাক",
    description: "সব উপলক্ষের জন্য সুতি আর সিল্কের পাঞ্জাবি, লুঙ্গি, শার্ট ও জুতা।",
  },
  "electronics-gadgets": {
    name: "ইলেকট্রনিক্স ও গ্যাজেট",
    description: "টিভি, মোবাইল ফোন, রিচার্জেবল ফ্যান, পাওয়ার ব্যাকআপ আর কাজের সব অ্যাক্সেসরিজ।",
  },
  "home-kitchen": {
    name: "ঘর ও রান্নাঘর",
    description: "ব্যস্ত রান্নাঘরের জন্য হাঁড়ি-পাতিল, ইলেকট্রিক সামগ্রী আর গুছিয়ে রাখার জিনিস।",
  },
  "groceries-spices": {
    name: "মুদি ও মসলা",
    description: "চাল, সরিষার তেল, চা, মধু আর রেডি মসলা, পৌঁছে যাবে আপনার দরজায়।",
  },
  "beauty-personal-care": {
    name: "রূপচর্চা ও ব্যক্তিগত যত্ন",
    description: "ত্বকের যত্ন, চুলের তেল, মেহেদি আর সাজগোজের দরকারি জিনিস।",
  },
  "kids-toys": {
    name: "শিশু ও খেলনা",
    description: "ছোট্ট সোনামণিদের শেখার খেলনা, চড়ার গাড়ি আর উৎসবের পোশাক।",
  },
  "handicrafts-decor": {
    name: "হস্তশিল্প ও ঘর সাজানো",
    description: "দেশজুড়ে কারিগরদের হাতে গড়া নকশিকাঁথা, শীতল পাটি, পাট আর পিতলের কাজ।",
  },
};

/** Bangla product names and descriptions by product slug (null where the English description is null too). */
export const DEMO_PRODUCTS_BN: Record<string, { name: string; description: string | null }> = {
  // ── শাড়ি ও সালোয়ার ─────────────────────────────────────────────
  "dhakai-jamdani-cotton-saree": {
    name: "ঢাকাই জামদানি সুতি শাড়ি",
    description: "রূপগঞ্জের তাঁতিদের হাতে বোনা জামদানি, নরম সুতিতে সূক্ষ্ম নকশা। সঙ্গে আনস্টিচড ব্লাউজ পিস।",
  },
  "rajshahi-silk-saree": {
    name: "রাজশাহী সিল্ক শাড়ি",
    description: "রাজশাহীতে বোনা খাঁটি মালবেরি সিল্ক, জমকালো সোনালি পাড়। বিয়ে আর ঈদে একদম মানানসই।",
  },
  "tangail-tant-saree": {
    name: "টাঙ্গাইলের তাঁতের শাড়ি",
    description: "টাঙ্গাইলের হালকা সুতি তাঁতের শাড়ি, রোজ পরতে আরাম, পরাও সহজ।",
  },
  "katan-banarasi-wedding-saree": {
    name: "কাতান বেনারসি বিয়ের শাড়ি",
    description: "মিরপুর বেনারসি পল্লীর ভারী কাতান বুনন, জরির কাজ করা। কনের সাজে নজরকাড়া।",
  },
  "printed-cotton-three-piece": {
    name: "প্রিন্টেড সুতি থ্রি-পিস",
    description: "আনস্টিচড সালোয়ার কামিজ সেট: প্রিন্টেড সুতি কামিজ, সালোয়ার আর ম্যাচিং ওড়না।",
  },
  "embroidered-georgette-salwar-suit": {
    name: "এমব্রয়ডারি জর্জেট সালোয়ার স্যুট",
    description: "গলায় স্টোন আর সুতার কাজ করা পার্টি ড্রেস, জর্জেট কাপড়ে।",
  },
  "monipuri-handloom-saree": {
    name: "মণিপুরি তাঁতের শাড়ি",
    description: "সিলেটের রঙিন মণিপুরি বুনন, ঐতিহ্যবাহী মন্দির পাড়।",
  },
  // ── পাঞ্জাবি ও ছেলেদের পোশাক ────────────────────────────────────
  "cotton-panjabi-off-white": {
    name: "সুতি পাঞ্জাবি – অফ হোয়াইট",
    description: "আরামদায়ক প্রিমিয়াম সুতির পাঞ্জাবি, পরিপাটি ব্যান্ড কলার। জুমা আর ঈদে না হলেই নয়।",
  },
  "embroidered-silk-panjabi-maroon": {
    name: "এমব্রয়ডারি সিল্ক পাঞ্জাবি – মেরুন",
    description: "নরম সিল্ক ব্লেন্ডের পাঞ্জাবি, বুকের প্লাকেটে হাতের কাজ। ঈদের জন্যই বানানো।",
  },
  "cotton-lungi-blue-check": {
    name: "১০০% সুতি লুঙ্গি – নীল চেক",
    description: "ক্লাসিক চেক লুঙ্গি, আগে থেকে ধোয়া, রং ওঠে না। সেলাই করা, কিনেই পরতে পারবেন।",
  },
  "formal-cotton-shirt-sky-blue": {
    name: "ফরমাল সুতি শার্ট – আকাশি",
    description: "সহজে কোঁচকায় না এমন সুতির স্লিম-ফিট অফিস শার্ট।",
  },
  "kabli-set-charcoal": {
    name: "কাবলি সেট – চারকোল",
    description: "নরম কটন-লিনেন ব্লেন্ডে ঢিলেঢালা লম্বা কাবলি আর ম্যাচিং প্যান্ট।",
  },
  "mens-leather-sandal": {
    name: "ছেলেদের চামড়ার স্যান্ডেল",
    description: "খাঁটি গরুর চামড়ার স্যান্ডেল, নরম কুশন সোল, ভৈরবে হাতে তৈরি।",
  },
  "wool-blend-koti-waistcoat": {
    name: "উল ব্লেন্ড কটি",
    description: "শীতের সন্ধ্যায় পাঞ্জাবির ওপর পরার হাতাকাটা কটি।",
  },
  // ── ইলেকট্রনিক্স ও গ্যাজেট ───────────────────────────────────────
  "43-inch-smart-led-tv": {
    name: "৪৩ ইঞ্চি স্মার্ট এলইডি টিভি",
    description: "বিল্ট-ইন ওয়াই-ফাই, ইউটিউব আর দুটি এইচডিএমআই পোর্টসহ ফুল এইচডি স্মার্ট টিভি। সঙ্গে ওয়াল মাউন্ট।",
  },
  "android-smartphone-6-5-inch-128gb": {
    name: "অ্যান্ড্রয়েড স্মার্টফোন ৬.৫ ইঞ্চি ১২৮ জিবি",
    description: "ডুয়াল সিম ৪জি ফোন, ৫০০০ mAh ব্যাটারি আর ৫০ মেগাপিক্সেল ক্যামেরা।",
  },
  "rechargeable-table-fan-16-inch": {
    name: "রিচার্জেবল টেবিল ফ্যান ১৬ ইঞ্চি",
    description: "লোডশেডিংয়ে টানা ৮ ঘণ্টা পর্যন্ত চলে, সঙ্গে বিল্ট-ইন এলইডি লাইট।",
  },
  "ips-power-backup-650va": {
    name: "আইপিএস পাওয়ার ব্যাকআপ ৬৫০ ভিএ",
    description: "কারেন্ট চলে গেলেও ফ্যান আর লাইট চালু রাখে। ব্যাটারি আলাদা কিনতে হবে।",
  },
  "bluetooth-neckband-earphones": {
    name: "ব্লুটুথ নেকব্যান্ড ইয়ারফোন",
    description: "ম্যাগনেটিক ইয়ারবাড, একটানা ২০ ঘণ্টা গান শোনা যায়, সঙ্গে ফাস্ট চার্জিং।",
  },
  "20000mah-power-bank": {
    name: "২০০০০ mAh পাওয়ার ব্যাংক",
    description: "২২.৫ ওয়াট ফাস্ট চার্জিংয়ে একসঙ্গে দুটি ফোন চার্জ দেওয়া যায়।",
  },
  "led-rechargeable-emergency-light": {
    name: "রিচার্জেবল এলইডি চার্জার লাইট",
    description: "হাতলওয়ালা উজ্জ্বল ৬০-এলইডি বাতি, এক চার্জে পুরো সন্ধ্যা চলে।",
  },
  "smart-watch-heart-rate-monitor": {
    name: "হার্ট রেট মনিটরসহ স্মার্টওয়াচ",
    description: "হাঁটার স্টেপ, ঘুম আর হার্ট রেট মাপে; কল আর মেসেজ এলে জানিয়ে দেয়।",
  },
  "laptop-15-6-inch-core-i5": {
    name: "ল্যাপটপ ১৫.৬ ইঞ্চি কোর আই৫",
    description: "৮ জিবি র‍্যাম, ৫১২ জিবি এসএসডি আর ফুল এইচডি ডিসপ্লে; পড়াশোনা আর অফিসের কাজের জন্য।",
  },
  // ── ঘর ও রান্নাঘর ──────────────────────────────────────────────
  "clay-cooking-pot": {
    name: "মাটির হাঁড়ি",
    description: "ঐতিহ্যবাহী মাটির হাঁড়ি, আগে থেকেই সিজন করা; ঢিমে আঁচে তরকারি আর বিরিয়ানি রান্নার জন্য।",
  },
  "non-stick-fry-pan-26cm": {
    name: "নন-স্টিক ফ্রাই প্যান ২৬ সেমি",
    description: "তিন স্তরের কোটিং, হাতল গরম হয় না; গ্যাসের চুলায় ব্যবহার করা যায়।",
  },
  "electric-rice-cooker-1-8l": {
    name: "ইলেকট্রিক রাইস কুকার ১.৮ লিটার",
    description: "পাঁচজনের পরিবারের ভাত একবারে রান্না হয়, আর অনেকক্ষণ গরম থাকে।",
  },
  "double-burner-glass-gas-stove": {
    name: "ডাবল বার্নার গ্লাস গ্যাসের চুলা",
    description: "টেম্পারড গ্লাসের টপ আর পিতলের বার্নার, এলপিজি সিলিন্ডারের জন্য।",
  },
  "blender-grinder-750w": {
    name: "ব্লেন্ডার ও গ্রাইন্ডার ৭৫০ ওয়াট",
    description: "মসলা, চাটনি আর স্মুদির জন্য তিনটি স্টেইনলেস জার। মসলা বাটা হয় চোখের পলকে।",
  },
  "steel-tiffin-carrier-4-tier": {
    name: "স্টিলের টিফিন ক্যারিয়ার, ৪ বাটি",
    description: "অফিসের দুপুরের খাবারের জন্য লিক-প্রুফ স্টেইনলেস স্টিলের টিফিন বক্স।",
  },
  "double-door-refrigerator-252l": {
    name: "ডাবল ডোর ফ্রিজ ২৫২ লিটার",
    description: "বড় ফ্রিজারসহ ফ্রস্ট-ফ্রি ফ্রিজ, ভোল্টেজ ওঠানামায় স্ট্যাবিলাইজারের সুরক্ষা।",
  },
  // ── মুদি ও মসলা ───────────────────────────────────────────────
  "miniket-rice-5kg": {
    name: "মিনিকেট চাল ৫ কেজি",
    description: "উত্তরবঙ্গের পালিশ করা সরু মিনিকেট চাল।",
  },
  "mustard-oil-1l": {
    name: "সরিষার তেল ১ লিটার",
    description: "ঘানিতে ভাঙা খাঁটি সরিষার তেল, সেই চেনা ঝাঁঝ আর আসল স্বাদ।",
  },
  "hilsa-curry-masala-100g": { name: "ইলিশ মাছের মসলা ১০০ গ্রাম", description: null },
  "sundarbans-raw-honey-500g": {
    name: "সুন্দরবনের খাঁটি মধু ৫০০ গ্রাম",
    description: "সুন্দরবনের মৌয়ালদের সংগ্রহ করা খলিশা ফুলের কাঁচা মধু, কোনো প্রক্রিয়াজাত ছাড়াই।",
  },
  "tea-and-biscuit-gift-box": {
    name: "চা ও বিস্কুটের গিফট বক্স",
    description: "সিলেটের কালো চা, বাটার বিস্কুট আর একটি সিরামিকের কাপ, সুন্দর গিফট বক্সে।",
  },
  "premium-ajwa-dates-1kg": {
    name: "প্রিমিয়াম আজওয়া খেজুর ১ কেজি",
    description: "ইফতারের জন্য নরম, কালচে খেজুর; বারবার খোলা-বন্ধ করা যায় এমন বাক্সে।",
  },
  "sylhet-tea-leaves-400g": {
    name: "সিলেটের চা পাতা ৪০০ গ্রাম",
    description: "শ্রীমঙ্গলের বাগানের কড়া সিটিসি চা, জমিয়ে এক কাপ চায়ের জন্য।",
  },
  "aromatic-chinigura-rice-2kg": {
    name: "সুগন্ধি চিনিগুঁড়া চাল ২ কেজি",
    description: "পোলাও, পায়েস আর উৎসবের রান্নার জন্য ছোট দানার সুগন্ধি চাল।",
  },
  // ── রূপচর্চা ও ব্যক্তিগত যত্ন ───────────────────────────────────
  "herbal-neem-face-wash-100ml": {
    name: "হারবাল নিম ফেস ওয়াশ ১০০ মিলি",
    description: "তৈলাক্ত ত্বকের জন্য নিম আর হলুদের কোমল ফেস ওয়াশ, রোজ ব্যবহারের উপযোগী।",
  },
  "pure-coconut-hair-oil-200ml": {
    name: "খাঁটি নারকেল তেল ২০০ মিলি",
    description: "কোল্ড-প্রেসড নারকেল তেল, চুল আর মাথার ত্বকের যত্নে।",
  },
  "bridal-makeup-kit": {
    name: "ব্রাইডাল মেকআপ কিট",
    description: "ফাউন্ডেশন, আইশ্যাডো প্যালেট, লিপস্টিক আর ব্রাশসহ পুরো কিট, ট্রাভেল কেসে ভরা।",
  },
  "mehedi-cone-pack-of-12": { name: "মেহেদি কোন, ১২টির প্যাক", description: null },
  "hair-dryer-1200w": {
    name: "হেয়ার ড্রায়ার ১২০০ ওয়াট",
    description: "ভাঁজ করে রাখা যায় এমন ড্রায়ার, দুটি হিট সেটিং আর কুল-শট বাটন।",
  },
  // ── শিশু ও খেলনা ──────────────────────────────────────────────
  "wooden-alphabet-puzzle": {
    name: "কাঠের বর্ণমালা পাজল",
    description: "মোটা কাঠের অক্ষর, ছোট্ট সোনামণিদের এবিসি শিখতে সাহায্য করে।",
  },
  "remote-control-racing-car": {
    name: "রিমোট কন্ট্রোল রেসিং কার",
    description: "১:১৬ স্কেলের রিচার্জেবল গাড়ি, ২.৪ গিগাহার্টজ রিমোট আর রাবারের চাকা।",
  },
  "kids-bicycle-16-inch": {
    name: "বাচ্চাদের সাইকেল ১৬ ইঞ্চি",
    description: "মজবুত স্টিলের ফ্রেম আর ট্রেনিং হুইল, ৪ থেকে ৭ বছর বয়সীদের জন্য।",
  },
  "kids-eid-panjabi-set": {
    name: "বাচ্চাদের ঈদের পাঞ্জাবি সেট",
    description: "৩ থেকে ৮ বছরের ছেলেদের সুতির পাঞ্জাবি-পায়জামা, সঙ্গে ম্যাচিং টুপি।",
  },
  // ── হস্তশিল্প ও ঘর সাজানো ─────────────────────────────────────
  "nakshi-kantha-bedspread": {
    name: "নকশিকাঁথা বেডকভার",
    description: "যশোরের হাতে সেলাই করা কাঁথা, পাখি আর ফুলের লোকজ নকশা। ডাবল খাটের মাপ।",
  },
  "jute-shopping-bag-set-of-3": {
    name: "পাটের শপিং ব্যাগ, ৩টির সেট",
    description: "তিন মাপের পরিবেশবান্ধব সোনালি পাটের ব্যাগ, সুতির হাতল।",
  },
  "shital-pati-floor-mat": {
    name: "শীতল পাটি",
    description: "সিলেটের মুর্তা বেতে বোনা ঠান্ডা পাটি, গরমের দুপুরে আরামের জন্য সেরা।",
  },
  "handcrafted-brass-flower-vase": {
    name: "হাতে তৈরি পিতলের ফুলদানি",
    description: "ধামরাইয়ের কারিগরদের খোদাই করা পিতলের ফুলদানি।",
  },
};

/** Bangla banner texts by display order (null where the English text is null too). */
export const DEMO_BANNERS_BN: Record<number, { title: string; subtitle: string | null; buttonText: string | null }> = {
  1: {
    title: "ঈদের কালেকশন এসে গেছে",
    subtitle: "পুরো পরিবারের জন্য জামদানি, রাজশাহী সিল্ক আর উৎসবের পাঞ্জাবি",
    buttonText: "এখনই কিনুন",
  },
  2: {
    title: "শীতের গরম পোশাক",
    subtitle: "শাল, কাঁথা আর শীতের পোশাক। নতুন পণ্যের খবর পেতে আমাদের ফলো করুন",
    buttonText: "ফেসবুকে ফলো করুন",
  },
  3: {
    title: "সারা বাংলাদেশে ক্যাশ অন ডেলিভারি",
    subtitle: "পার্সেল হাতে পেয়ে ডেলিভারিকর্মীকে টাকায় দাম দিন",
    buttonText: null,
  },
};

/**
 * Bangla names and delivery estimates of the demo shop's zones by key: the two the migration creates
 * (drizzle/0015: Inside Dhaka 3-5, Outside Dhaka 5-7 business days) and demo-data.ts's third. The
 * estimates say the English's days in Bangla digits.
 */
export const DEMO_ZONES_BN: Record<string, { name: string; estimate: string }> = {
  inside_dhaka: { name: "ঢাকার ভেতরে", estimate: "৩-৫ কর্মদিবস" },
  outside_dhaka: { name: "ঢাকার বাইরে", estimate: "৫-৭ কর্মদিবস" },
  dhaka_suburbs: { name: "ঢাকার আশেপাশে", estimate: "২-৪ কর্মদিবস" },
};
