/**
 * Pure data for the Haat demo shop seed.
 *
 * No runtime imports: the seed script reads these arrays and inserts them in
 * order (categories → products → banners → orders). Prices are taka decimals
 * with two places, matching the `numeric(12, 2)`-style money columns.
 */

export type DemoCategory = {
  name: string;
  slug: string;
  description: string;
};

export type DemoProduct = {
  name: string;
  slug: string;
  description: string | null;
  /** Taka decimal with 2 places, e.g. "1850.00". */
  price: string;
  categorySlug: string;
  stock: number;
  isActive: boolean;
  isFeatured: boolean;
  /** Number of generated images, 0..4. */
  imageCount: number;
  /** 0-359, base hue for the generated images. */
  hue: number;
};

export type DemoBannerLink =
  | { kind: "product"; productSlug: string }
  | { kind: "external"; url: string };

export type DemoBanner = {
  title: string;
  subtitle: string | null;
  buttonText: string | null;
  link: DemoBannerLink | null;
  displayOrder: number;
  isActive: boolean;
  hue: number;
};

export type DemoOrderStatus =
  | "pending"
  | "confirmed"
  | "processing"
  | "shipped"
  | "delivered"
  | "cancelled"
  | "returned";

export type DemoOrder = {
  customerName: string;
  /** Bangladeshi mobile number: 01[3-9]XXXXXXXX. */
  phone: string;
  /** A district's English name (app/lib/districts.ts). */
  city: string;
  /** Area or thana, as a shopper may give it at checkout. */
  area?: string;
  deliveryLocation: "inside_dhaka" | "outside_dhaka";
  address: string;
  message: string | null;
  status: DemoOrderStatus;
  daysAgo: number;
  items: { productSlug: string; quantity: number }[];
  /** The parcel's courier and tracking id, entered by hand as staff do for any courier. */
  consignment?: { courier: string; trackingId: string };
};

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    name: "Saree & Salwar",
    slug: "saree-salwar",
    description:
      "Handloom Jamdani, Rajshahi silk, Tangail tant and everyday three-piece salwar kameez.",
  },
  {
    name: "Panjabi & Menswear",
    slug: "panjabi-menswear",
    description: "Cotton and silk panjabis, lungis, shirts and footwear for every occasion.",
  },
  {
    name: "Electronics & Gadgets",
    slug: "electronics-gadgets",
    description: "TVs, phones, rechargeable fans, power backup and handy accessories.",
  },
  {
    name: "Home & Kitchen",
    slug: "home-kitchen",
    description: "Cookware, appliances and storage for a busy Bangladeshi kitchen.",
  },
  {
    name: "Groceries & Spices",
    slug: "groceries-spices",
    description: "Rice, mustard oil, tea, honey and ready spice mixes delivered to your door.",
  },
  {
    name: "Beauty & Personal Care",
    slug: "beauty-personal-care",
    description: "Skin care, hair oil, mehedi and grooming essentials.",
  },
  {
    name: "Kids & Toys",
    slug: "kids-toys",
    description: "Learning toys, ride-ons and festive outfits for little ones.",
  },
  {
    name: "Handicrafts & Decor",
    slug: "handicrafts-decor",
    description: "Nakshi kantha, shital pati, jute and brass work from artisans across Bangladesh.",
  },
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  // ── Saree & Salwar ────────────────────────────────────────────────
  {
    name: "Dhakai Jamdani Cotton Saree",
    slug: "dhakai-jamdani-cotton-saree",
    description:
      "Hand-woven Jamdani from Rupganj with delicate motifs on soft cotton. Comes with an unstitched blouse piece.",
    price: "6500.00",
    categorySlug: "saree-salwar",
    stock: 8,
    isActive: true,
    isFeatured: true,
    imageCount: 4,
    hue: 330,
  },
  {
    name: "Rajshahi Silk Saree",
    slug: "rajshahi-silk-saree",
    description:
      "Pure mulberry silk woven in Rajshahi with a rich golden border. Perfect for weddings and Eid.",
    price: "9800.00",
    categorySlug: "saree-salwar",
    stock: 5,
    isActive: true,
    isFeatured: true,
    imageCount: 3,
    hue: 22,
  },
  {
    name: "Tangail Tant Saree",
    slug: "tangail-tant-saree",
    description: "Lightweight handloom cotton saree from Tangail, easy to drape for daily wear.",
    price: "2200.00",
    categorySlug: "saree-salwar",
    stock: 15,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 150,
  },
  {
    name: "Katan Banarasi Wedding Saree",
    slug: "katan-banarasi-wedding-saree",
    description:
      "Heavy katan weave with zari work from Mirpur Benarasi Palli. A statement piece for the bride.",
    price: "18500.00",
    categorySlug: "saree-salwar",
    stock: 2,
    isActive: true,
    isFeatured: false,
    imageCount: 4,
    hue: 352,
  },
  {
    name: "Printed Cotton Three-Piece",
    slug: "printed-cotton-three-piece",
    description:
      "Unstitched salwar kameez set with printed cotton kameez, salwar and matching orna.",
    price: "1850.00",
    categorySlug: "saree-salwar",
    stock: 25,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 282,
  },
  {
    name: "Embroidered Georgette Salwar Suit",
    slug: "embroidered-georgette-salwar-suit",
    description: "Party-wear georgette suit with stone and thread embroidery on the neckline.",
    price: "3450.00",
    categorySlug: "saree-salwar",
    stock: 0,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 305,
  },
  {
    name: "Monipuri Handloom Saree",
    slug: "monipuri-handloom-saree",
    description: "Colourful Monipuri weave from Sylhet with traditional temple border.",
    price: "4200.00",
    categorySlug: "saree-salwar",
    stock: 6,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 188,
  },

  // ── Panjabi & Menswear ────────────────────────────────────────────
  {
    name: "Cotton Panjabi – Off White",
    slug: "cotton-panjabi-off-white",
    description:
      "Breathable premium cotton panjabi with a neat mandarin collar. A Friday and Eid essential.",
    price: "1450.00",
    categorySlug: "panjabi-menswear",
    stock: 40,
    isActive: true,
    isFeatured: true,
    imageCount: 3,
    hue: 40,
  },
  {
    name: "Embroidered Silk Panjabi – Maroon",
    slug: "embroidered-silk-panjabi-maroon",
    description: "Soft silk blend panjabi with hand embroidery on the placket. Made for Eid.",
    price: "4800.00",
    categorySlug: "panjabi-menswear",
    stock: 12,
    isActive: true,
    isFeatured: false,
    imageCount: 3,
    hue: 345,
  },
  {
    name: "100% Cotton Lungi – Blue Check",
    slug: "cotton-lungi-blue-check",
    description: "Classic checked lungi, pre-washed and colour-fast. Stitched and ready to wear.",
    price: "650.00",
    categorySlug: "panjabi-menswear",
    stock: 60,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 215,
  },
  {
    name: "Formal Cotton Shirt – Sky Blue",
    slug: "formal-cotton-shirt-sky-blue",
    description: "Slim-fit office shirt in wrinkle-resistant cotton.",
    price: "1250.00",
    categorySlug: "panjabi-menswear",
    stock: 30,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 200,
  },
  {
    name: "Kabli Set – Charcoal",
    slug: "kabli-set-charcoal",
    description: "Relaxed long kurta with matching trousers in a soft cotton-linen blend.",
    price: "2650.00",
    categorySlug: "panjabi-menswear",
    stock: 10,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 232,
  },
  {
    name: "Men's Leather Sandal",
    slug: "mens-leather-sandal",
    description: "Genuine cow-leather sandal with a cushioned sole, handmade in Bhairab.",
    price: "2000.00",
    categorySlug: "panjabi-menswear",
    stock: 18,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 28,
  },
  {
    name: "Wool Blend Koti Waistcoat",
    slug: "wool-blend-koti-waistcoat",
    description: "Sleeveless koti to layer over a panjabi on winter evenings.",
    price: "3200.00",
    categorySlug: "panjabi-menswear",
    stock: 5,
    isActive: false,
    isFeatured: false,
    imageCount: 1,
    hue: 12,
  },

  // ── Electronics & Gadgets ─────────────────────────────────────────
  {
    name: "43-inch Smart LED TV",
    slug: "43-inch-smart-led-tv",
    description:
      "Full HD smart TV with built-in Wi-Fi, YouTube and two HDMI ports. Includes wall mount.",
    price: "38500.00",
    categorySlug: "electronics-gadgets",
    stock: 4,
    isActive: true,
    isFeatured: true,
    imageCount: 4,
    hue: 222,
  },
  {
    name: "Android Smartphone 6.5-inch 128 GB",
    slug: "android-smartphone-6-5-inch-128gb",
    description: "Dual-SIM 4G phone with a 5000 mAh battery and 50 MP camera.",
    price: "18999.00",
    categorySlug: "electronics-gadgets",
    stock: 9,
    isActive: true,
    isFeatured: false,
    imageCount: 3,
    hue: 262,
  },
  {
    name: "Rechargeable Table Fan 16-inch",
    slug: "rechargeable-table-fan-16-inch",
    description: "Runs up to 8 hours during load-shedding, with a built-in LED light.",
    price: "5400.00",
    categorySlug: "electronics-gadgets",
    stock: 14,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 178,
  },
  {
    name: "IPS Power Backup 650 VA",
    slug: "ips-power-backup-650va",
    description: "Keeps fans and lights running through power cuts. Battery sold separately.",
    price: "14500.00",
    categorySlug: "electronics-gadgets",
    stock: 0,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 55,
  },
  {
    name: "Bluetooth Neckband Earphones",
    slug: "bluetooth-neckband-earphones",
    description: "Magnetic earbuds with 20-hour playback and fast charging.",
    price: "1190.00",
    categorySlug: "electronics-gadgets",
    stock: 35,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 275,
  },
  {
    name: "20000 mAh Power Bank",
    slug: "20000mah-power-bank",
    description: "Charges two phones at once with 22.5 W fast charging.",
    price: "2450.00",
    categorySlug: "electronics-gadgets",
    stock: 22,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 160,
  },
  {
    name: "LED Rechargeable Emergency Light",
    slug: "led-rechargeable-emergency-light",
    description: "Bright 60-LED lamp with a handle, lasts a whole evening on one charge.",
    price: "990.00",
    categorySlug: "electronics-gadgets",
    stock: 0,
    isActive: true,
    isFeatured: false,
    imageCount: 0,
    hue: 48,
  },
  {
    name: "Smart Watch with Heart Rate Monitor",
    slug: "smart-watch-heart-rate-monitor",
    description: "Tracks steps, sleep and heart rate; shows call and message alerts.",
    price: "3250.00",
    categorySlug: "electronics-gadgets",
    stock: 16,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 245,
  },
  {
    name: "Laptop 15.6-inch Core i5",
    slug: "laptop-15-6-inch-core-i5",
    description: "8 GB RAM, 512 GB SSD and a full HD display for study and office work.",
    price: "72000.00",
    categorySlug: "electronics-gadgets",
    stock: 3,
    isActive: false,
    isFeatured: false,
    imageCount: 2,
    hue: 208,
  },

  // ── Home & Kitchen ────────────────────────────────────────────────
  {
    name: "Clay Cooking Pot",
    slug: "clay-cooking-pot",
    description:
      "Traditional mati'r hari, pre-seasoned for slow-cooked curries and biryani.",
    price: "450.00",
    categorySlug: "home-kitchen",
    stock: 50,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 18,
  },
  {
    name: "Non-Stick Fry Pan 26 cm",
    slug: "non-stick-fry-pan-26cm",
    description: "Three-layer coating with a heat-resistant handle; works on gas stoves.",
    price: "1650.00",
    categorySlug: "home-kitchen",
    stock: 28,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 2,
  },
  {
    name: "Electric Rice Cooker 1.8 L",
    slug: "electric-rice-cooker-1-8l",
    description: "Cooks rice for a family of five and keeps it warm for hours.",
    price: "3600.00",
    categorySlug: "home-kitchen",
    stock: 13,
    isActive: true,
    isFeatured: false,
    imageCount: 3,
    hue: 195,
  },
  {
    name: "Double Burner Glass Gas Stove",
    slug: "double-burner-glass-gas-stove",
    description: "Tempered glass top with brass burners, for LPG cylinders.",
    price: "6800.00",
    categorySlug: "home-kitchen",
    stock: 7,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 8,
  },
  {
    name: "Blender & Grinder 750 W",
    slug: "blender-grinder-750w",
    description: "Three stainless jars for masala, chutney and smoothies. Grinds spices in seconds.",
    price: "4650.00",
    categorySlug: "home-kitchen",
    stock: 11,
    isActive: true,
    isFeatured: true,
    imageCount: 3,
    hue: 120,
  },
  {
    name: "Steel Tiffin Carrier 4 Tier",
    slug: "steel-tiffin-carrier-4-tier",
    description: "Leak-proof stainless steel tiffin box for office lunch.",
    price: "850.00",
    categorySlug: "home-kitchen",
    stock: 0,
    isActive: true,
    isFeatured: false,
    imageCount: 0,
    hue: 205,
  },
  {
    name: "Double Door Refrigerator 252 L",
    slug: "double-door-refrigerator-252l",
    description: "Frost-free fridge with a large freezer and voltage stabiliser protection.",
    price: "48500.00",
    categorySlug: "home-kitchen",
    stock: 3,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 185,
  },

  // ── Groceries & Spices ────────────────────────────────────────────
  {
    name: "Miniket Rice 5 kg",
    slug: "miniket-rice-5kg",
    description: "Polished, fine-grain miniket rice from northern Bangladesh.",
    price: "420.00",
    categorySlug: "groceries-spices",
    stock: 200,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 45,
  },
  {
    name: "Mustard Oil 1 L",
    slug: "mustard-oil-1l",
    description: "Cold-pressed ghani mustard oil with a sharp, authentic flavour.",
    price: "330.00",
    categorySlug: "groceries-spices",
    stock: 150,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 58,
  },
  {
    name: "Hilsa Curry Masala 100 g",
    slug: "hilsa-curry-masala-100g",
    description: null,
    price: "95.00",
    categorySlug: "groceries-spices",
    stock: 300,
    isActive: true,
    isFeatured: false,
    imageCount: 0,
    hue: 15,
  },
  {
    name: "Sundarbans Raw Honey 500 g",
    slug: "sundarbans-raw-honey-500g",
    description: "Unprocessed khalisha flower honey collected by mouals in the Sundarbans.",
    price: "780.00",
    categorySlug: "groceries-spices",
    stock: 45,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 38,
  },
  {
    name: "Tea & Biscuit Gift Box",
    slug: "tea-and-biscuit-gift-box",
    description: "Sylhet black tea with butter biscuits and a ceramic cup, packed in a gift box.",
    price: "1250.00",
    categorySlug: "groceries-spices",
    stock: 20,
    isActive: true,
    isFeatured: true,
    imageCount: 2,
    hue: 30,
  },
  {
    name: "Premium Ajwa Dates 1 kg",
    slug: "premium-ajwa-dates-1kg",
    description: "Soft, dark dates for iftar, packed in a resealable box.",
    price: "1600.00",
    categorySlug: "groceries-spices",
    stock: 0,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 20,
  },
  {
    name: "Sylhet Tea Leaves 400 g",
    slug: "sylhet-tea-leaves-400g",
    description: "Strong CTC tea from the gardens of Srimangal for a perfect cup of cha.",
    price: "280.00",
    categorySlug: "groceries-spices",
    stock: 90,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 100,
  },
  {
    name: "Aromatic Chinigura Rice 2 kg",
    slug: "aromatic-chinigura-rice-2kg",
    description: "Small-grain fragrant rice for polao, payesh and festive cooking.",
    price: "340.00",
    categorySlug: "groceries-spices",
    stock: 40,
    isActive: false,
    isFeatured: false,
    imageCount: 0,
    hue: 75,
  },

  // ── Beauty & Personal Care ────────────────────────────────────────
  {
    name: "Herbal Neem Face Wash 100 ml",
    slug: "herbal-neem-face-wash-100ml",
    description: "Gentle daily cleanser with neem and turmeric for oily skin.",
    price: "260.00",
    categorySlug: "beauty-personal-care",
    stock: 70,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 110,
  },
  {
    name: "Pure Coconut Hair Oil 200 ml",
    slug: "pure-coconut-hair-oil-200ml",
    description: "Cold-pressed coconut oil that nourishes hair and scalp.",
    price: "180.00",
    categorySlug: "beauty-personal-care",
    stock: 80,
    isActive: true,
    isFeatured: false,
    imageCount: 0,
    hue: 90,
  },
  {
    name: "Bridal Makeup Kit",
    slug: "bridal-makeup-kit",
    description: "Complete kit with foundation, eyeshadow palette, lipsticks and brushes in a travel case.",
    price: "5200.00",
    categorySlug: "beauty-personal-care",
    stock: 6,
    isActive: true,
    isFeatured: false,
    imageCount: 3,
    hue: 322,
  },
  {
    name: "Mehedi Cone Pack of 12",
    slug: "mehedi-cone-pack-of-12",
    description: null,
    price: "240.00",
    categorySlug: "beauty-personal-care",
    stock: 100,
    isActive: true,
    isFeatured: false,
    imageCount: 0,
    hue: 25,
  },
  {
    name: "Hair Dryer 1200 W",
    slug: "hair-dryer-1200w",
    description: "Foldable dryer with two heat settings and a cool-shot button.",
    price: "2350.00",
    categorySlug: "beauty-personal-care",
    stock: 12,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 290,
  },

  // ── Kids & Toys ───────────────────────────────────────────────────
  {
    name: "Wooden Alphabet Puzzle",
    slug: "wooden-alphabet-puzzle",
    description: "Chunky wooden letters that help toddlers learn the ABC.",
    price: "650.00",
    categorySlug: "kids-toys",
    stock: 30,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 62,
  },
  {
    name: "Remote Control Racing Car",
    slug: "remote-control-racing-car",
    description: "Rechargeable 1:16 scale car with 2.4 GHz remote and rubber tyres.",
    price: "2800.00",
    categorySlug: "kids-toys",
    stock: 15,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 0,
  },
  {
    name: "Kids Bicycle 16-inch",
    slug: "kids-bicycle-16-inch",
    description: "Sturdy steel frame with training wheels, for ages 4 to 7.",
    price: "8000.00",
    categorySlug: "kids-toys",
    stock: 5,
    isActive: true,
    isFeatured: false,
    imageCount: 3,
    hue: 140,
  },
  {
    name: "Kids Eid Panjabi Set",
    slug: "kids-eid-panjabi-set",
    description: "Cotton panjabi and pajama for boys aged 3 to 8, with a matching cap.",
    price: "1350.00",
    categorySlug: "kids-toys",
    stock: 25,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 168,
  },

  // ── Handicrafts & Decor ───────────────────────────────────────────
  {
    name: "Nakshi Kantha Bedspread",
    slug: "nakshi-kantha-bedspread",
    description:
      "Hand-stitched kantha from Jashore with folk motifs of birds and flowers. Double-bed size.",
    price: "7500.00",
    categorySlug: "handicrafts-decor",
    stock: 4,
    isActive: true,
    isFeatured: true,
    imageCount: 4,
    hue: 340,
  },
  {
    name: "Jute Shopping Bag Set of 3",
    slug: "jute-shopping-bag-set-of-3",
    description: "Eco-friendly golden jute bags in three sizes with cotton handles.",
    price: "550.00",
    categorySlug: "handicrafts-decor",
    stock: 60,
    isActive: true,
    isFeatured: false,
    imageCount: 1,
    hue: 35,
  },
  {
    name: "Shital Pati Floor Mat",
    slug: "shital-pati-floor-mat",
    description: "Cool woven murta-cane mat from Sylhet, ideal for hot summer afternoons.",
    price: "3100.00",
    categorySlug: "handicrafts-decor",
    stock: 9,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 82,
  },
  {
    name: "Handcrafted Brass Flower Vase",
    slug: "handcrafted-brass-flower-vase",
    description: "Engraved brass vase made by artisans of Dhamrai.",
    price: "4400.00",
    categorySlug: "handicrafts-decor",
    stock: 7,
    isActive: true,
    isFeatured: false,
    imageCount: 2,
    hue: 50,
  },
];

export const DEMO_BANNERS: DemoBanner[] = [
  {
    title: "Eid Collection Is Here",
    subtitle: "Jamdani, Rajshahi silk and festive panjabis for the whole family",
    buttonText: "Shop Now",
    link: { kind: "product", productSlug: "dhakai-jamdani-cotton-saree" },
    displayOrder: 1,
    isActive: true,
    hue: 330,
  },
  {
    title: "Winter Sale: Up to 30% Off",
    subtitle: "Shawls, kantha and warm wear for the cold season. Follow us for daily deals",
    buttonText: "Follow Us on Facebook",
    link: { kind: "external", url: "https://www.facebook.com/haatshopbd" },
    displayOrder: 2,
    isActive: true,
    hue: 210,
  },
  {
    title: "Free Delivery Inside Dhaka",
    subtitle: "Cash on delivery all over Bangladesh. Pay when your parcel arrives",
    buttonText: null,
    link: null,
    displayOrder: 3,
    isActive: true,
    hue: 145,
  },
];

/*
 * Best-seller totals (units, excluding cancelled and returned orders):
 *   cotton-panjabi-off-white 8, dhakai-jamdani-cotton-saree 5,
 *   miniket-rice-5kg 4 = tea-and-biscuit-gift-box 4 (tie),
 *   blender-grinder-750w 3 = sylhet-tea-leaves-400g 3 (tie), …
 */
/**
 * The demo shop's own details (/admin/settings): registration numbers for the footer and the four
 * social pages. Made-up numbers in the shape real ones have, and the platforms' own pages.
 */
export const DEMO_SETTINGS = {
  // Printed on every invoice and shipping label as the sender.
  address: "House 18, Road 11, Banani, Dhaka 1213",
  email: "hello@haat.com.bd",
  tradeLicenceNumber: "TRAD/DNCC/045821/2024",
  dbidNumber: "DBID-1017542369",
  facebookUrl: "https://www.facebook.com/facebook",
  instagramUrl: "https://www.instagram.com/instagram",
  xUrl: "https://x.com/X",
  youtubeUrl: "https://www.youtube.com/@YouTube",
};

/** A third delivery zone beside the migration's two (which old orders use), to show that zones are the shop's own. */
export const DEMO_ZONES = [{ key: "dhaka_suburbs", name: "Dhaka suburbs", charge: "100.00", estimate: "2-4 business days", isActive: true, displayOrder: 1 }];

export const DEMO_ORDERS: DemoOrder[] = [
  {
    customerName: "Farhana Akter",
    phone: "01712345678",
    city: "Dhaka",
    area: "Dhanmondi",
    deliveryLocation: "inside_dhaka",
    address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
    message: "Please call before delivery.",
    status: "pending",
    daysAgo: 0,
    items: [
      { productSlug: "dhakai-jamdani-cotton-saree", quantity: 1 },
      { productSlug: "tea-and-biscuit-gift-box", quantity: 1 },
    ],
  },
  {
    customerName: "Md. Rakibul Hasan",
    phone: "01819876543",
    city: "Chattogram",
    deliveryLocation: "outside_dhaka",
    address: "Flat 4B, Lake View Residence, GEC Circle, Chattogram",
    message: null,
    status: "pending",
    daysAgo: 1,
    items: [{ productSlug: "cotton-panjabi-off-white", quantity: 2 }],
  },
  {
    customerName: "Sharmin Sultana",
    phone: "01911223344",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "Block C, Road 11, House 7, Banani, Dhaka 1213",
    message: "Gift wrap if possible.",
    status: "pending",
    daysAgo: 2,
    items: [
      { productSlug: "bridal-makeup-kit", quantity: 1 },
      { productSlug: "mehedi-cone-pack-of-12", quantity: 2 },
    ],
  },
  {
    customerName: "Tanvir Ahmed",
    phone: "01556677889",
    city: "Sylhet",
    deliveryLocation: "outside_dhaka",
    address: "Zindabazar, Shahjalal Road, House 23, Sylhet",
    message: null,
    status: "confirmed",
    daysAgo: 3,
    items: [
      { productSlug: "miniket-rice-5kg", quantity: 2 },
      { productSlug: "mustard-oil-1l", quantity: 2 },
    ],
  },
  {
    customerName: "Nusrat Jahan",
    phone: "01633445566",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "House 45, Sector 7, Uttara, Dhaka 1230",
    message: "Deliver after 5 pm.",
    status: "confirmed",
    daysAgo: 4,
    items: [
      { productSlug: "blender-grinder-750w", quantity: 1 },
      { productSlug: "non-stick-fry-pan-26cm", quantity: 1 },
    ],
  },
  // A third confirmed order (with an area, to another district), so three are ready to print and
  // hand to a courier out of the box.
  {
    customerName: "Mahmuda Chowdhury",
    phone: "01877665544",
    city: "Chattogram",
    area: "Agrabad",
    deliveryLocation: "outside_dhaka",
    address: "Flat 5C, Karim Tower, Road 4, Agrabad C/A, Chattogram 4100",
    message: null,
    status: "confirmed",
    daysAgo: 2,
    items: [
      { productSlug: "tangail-tant-saree", quantity: 1 },
      { productSlug: "clay-cooking-pot", quantity: 2 },
      { productSlug: "mustard-oil-1l", quantity: 3 },
    ],
  },
  {
    customerName: "Abdul Karim",
    phone: "01399887766",
    city: "Rajshahi",
    deliveryLocation: "outside_dhaka",
    address: "Shaheb Bazar, Ghoramara, Holding 118, Rajshahi",
    message: null,
    status: "processing",
    daysAgo: 6,
    items: [
      { productSlug: "cotton-panjabi-off-white", quantity: 3 },
      { productSlug: "kids-eid-panjabi-set", quantity: 2 },
    ],
  },
  {
    customerName: "Sadia Islam",
    phone: "01788990011",
    city: "Khulna",
    deliveryLocation: "outside_dhaka",
    address: "KDA Avenue, Sonadanga, House 9, Khulna",
    message: "Office address, ask for Sadia at the front desk.",
    status: "processing",
    daysAgo: 8,
    items: [{ productSlug: "dhakai-jamdani-cotton-saree", quantity: 2 }],
  },
  {
    customerName: "Mehedi Hasan",
    phone: "01822334455",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "Road 2, House 16, Mirpur 10, Dhaka 1216",
    message: null,
    status: "shipped",
    daysAgo: 10,
    items: [
      { productSlug: "43-inch-smart-led-tv", quantity: 1 },
      { productSlug: "bluetooth-neckband-earphones", quantity: 1 },
    ],
    consignment: { courier: "Pathao", trackingId: "DA251115KX7Q2" },
  },
  {
    customerName: "Rumana Begum",
    phone: "01944556677",
    city: "Barishal",
    deliveryLocation: "outside_dhaka",
    address: "Sadar Road, Near Aswini Kumar Town Hall, Barishal",
    message: null,
    status: "shipped",
    daysAgo: 12,
    items: [
      { productSlug: "tea-and-biscuit-gift-box", quantity: 2 },
      { productSlug: "sundarbans-raw-honey-500g", quantity: 1 },
    ],
    consignment: { courier: "RedX", trackingId: "RX1113042587" },
  },
  {
    // A parcel the customer refused at the door: the courier brought it back (Returned, restocked).
    customerName: "Nasir Uddin",
    phone: "01355667788",
    city: "Bogura",
    deliveryLocation: "outside_dhaka",
    address: "Jaleshwaritola, Holding 72, Bogura Sadar, Bogura",
    message: null,
    status: "returned",
    daysAgo: 18,
    items: [{ productSlug: "non-stick-fry-pan-26cm", quantity: 1 }],
    consignment: { courier: "Pathao", trackingId: "DA251107PM3R8" },
  },
  {
    customerName: "Fahim Chowdhury",
    phone: "01677889900",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "House 8, Road 27, Gulshan 1, Dhaka 1212",
    message: "Call my wife if I am unavailable: she is at home all day.",
    status: "delivered",
    daysAgo: 15,
    items: [
      { productSlug: "rajshahi-silk-saree", quantity: 1 },
      { productSlug: "cotton-panjabi-off-white", quantity: 1 },
    ],
  },
  {
    customerName: "Shirin Akhter",
    phone: "01511002233",
    city: "Rangpur",
    deliveryLocation: "outside_dhaka",
    address: "Station Road, Dhap, House 31, Rangpur",
    message: null,
    status: "delivered",
    daysAgo: 20,
    items: [
      { productSlug: "electric-rice-cooker-1-8l", quantity: 1 },
      { productSlug: "miniket-rice-5kg", quantity: 1 },
    ],
  },
  {
    customerName: "Imran Hossain",
    phone: "01733221100",
    city: "Cumilla",
    deliveryLocation: "outside_dhaka",
    address: "Kandirpar, Jhawtola Road, Holding 54, Cumilla",
    message: null,
    status: "cancelled",
    daysAgo: 24,
    items: [{ productSlug: "android-smartphone-6-5-inch-128gb", quantity: 1 }],
  },
  {
    customerName: "Taslima Nasreen Khan",
    phone: "01866554433",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "Flat 3A, 22 Indira Road, Farmgate, Dhaka 1215",
    message: null,
    status: "delivered",
    daysAgo: 33,
    items: [
      { productSlug: "nakshi-kantha-bedspread", quantity: 1 },
      { productSlug: "blender-grinder-750w", quantity: 1 },
    ],
  },
  {
    customerName: "Jahidul Islam",
    phone: "01955443322",
    city: "Mymensingh",
    deliveryLocation: "outside_dhaka",
    address: "Ganginarpar, Ram Babu Road, House 12, Mymensingh",
    message: null,
    status: "delivered",
    daysAgo: 37,
    items: [
      { productSlug: "cotton-panjabi-off-white", quantity: 2 },
      { productSlug: "cotton-lungi-blue-check", quantity: 2 },
    ],
  },
  {
    customerName: "Ayesha Siddiqua",
    phone: "01612121212",
    city: "Chattogram",
    deliveryLocation: "outside_dhaka",
    address: "House 6, Road 2, Nasirabad Housing Society, Chattogram",
    message: "Please deliver on Friday.",
    status: "delivered",
    daysAgo: 41,
    items: [
      { productSlug: "dhakai-jamdani-cotton-saree", quantity: 1 },
      { productSlug: "printed-cotton-three-piece", quantity: 2 },
    ],
  },
  {
    customerName: "Kamrul Islam",
    phone: "01313579246",
    city: "Gazipur",
    deliveryLocation: "outside_dhaka",
    address: "Joydebpur Chowrasta, Holding 77, Gazipur Sadar",
    message: null,
    status: "cancelled",
    daysAgo: 44,
    items: [
      { productSlug: "cotton-panjabi-off-white", quantity: 1 },
      { productSlug: "remote-control-racing-car", quantity: 1 },
    ],
  },
  {
    customerName: "Nasima Parvin",
    phone: "01724681357",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "House 19, Lalmatia Block D, Mohammadpur, Dhaka 1207",
    message: null,
    status: "delivered",
    daysAgo: 47,
    items: [
      { productSlug: "tea-and-biscuit-gift-box", quantity: 1 },
      { productSlug: "sylhet-tea-leaves-400g", quantity: 3 },
    ],
  },
  {
    customerName: "Shafiqul Alam",
    phone: "01897531246",
    city: "Sylhet",
    deliveryLocation: "outside_dhaka",
    address: "Amberkhana, Dargah Gate Road, House 4, Sylhet",
    message: null,
    status: "delivered",
    daysAgo: 50,
    items: [
      { productSlug: "shital-pati-floor-mat", quantity: 1 },
      { productSlug: "blender-grinder-750w", quantity: 1 },
    ],
  },
  {
    customerName: "Rokeya Khatun",
    phone: "01987654321",
    city: "Khulna",
    deliveryLocation: "outside_dhaka",
    address: "Boyra Main Road, Near Boyra Bazar, House 63, Khulna",
    message: null,
    status: "delivered",
    daysAgo: 53,
    items: [
      { productSlug: "miniket-rice-5kg", quantity: 1 },
      { productSlug: "dhakai-jamdani-cotton-saree", quantity: 1 },
    ],
  },
  {
    customerName: "Arif Rahman",
    phone: "01765432198",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "House 30, Road 9A, Bashundhara R/A, Dhaka 1229",
    message: "Leave with the security guard if nobody answers.",
    status: "delivered",
    daysAgo: 55,
    items: [{ productSlug: "kids-bicycle-16-inch", quantity: 1 }],
  },
  // The order desk's demo (issue 17): Farhana's phone has a good history behind today's order,
  // Rakibul's a poor one (2 of 3 finished orders cancelled), and Sharmin placed the same product twice.
  {
    customerName: "Farhana Akter",
    phone: "01712345678",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
    message: null,
    status: "delivered",
    daysAgo: 40,
    items: [{ productSlug: "tea-and-biscuit-gift-box", quantity: 2 }],
  },
  {
    customerName: "Farhana Akter",
    phone: "01712345678",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
    message: null,
    status: "delivered",
    daysAgo: 21,
    items: [{ productSlug: "mehedi-cone-pack-of-12", quantity: 1 }],
  },
  {
    customerName: "Rakib Hasan",
    phone: "01819876543",
    city: "Chattogram",
    deliveryLocation: "outside_dhaka",
    address: "GEC Circle, Chattogram",
    message: null,
    status: "cancelled",
    daysAgo: 30,
    items: [{ productSlug: "cotton-panjabi-off-white", quantity: 1 }],
  },
  {
    customerName: "Md. Rakibul Hasan",
    phone: "01819876543",
    city: "Chattogram",
    deliveryLocation: "outside_dhaka",
    address: "Flat 4B, Lake View Residence, GEC Circle, Chattogram",
    message: null,
    status: "cancelled",
    daysAgo: 18,
    items: [{ productSlug: "kids-bicycle-16-inch", quantity: 1 }],
  },
  {
    customerName: "Md. Rakibul Hasan",
    phone: "01819876543",
    city: "Chattogram",
    deliveryLocation: "outside_dhaka",
    address: "Flat 4B, Lake View Residence, GEC Circle, Chattogram",
    message: null,
    status: "delivered",
    daysAgo: 9,
    items: [{ productSlug: "miniket-rice-5kg", quantity: 1 }],
  },
  {
    customerName: "Sharmin Sultana",
    phone: "01911223344",
    city: "Dhaka",
    deliveryLocation: "inside_dhaka",
    address: "Block C, Road 11, House 7, Banani, Dhaka 1213",
    message: null,
    status: "pending",
    daysAgo: 2,
    items: [{ productSlug: "mehedi-cone-pack-of-12", quantity: 1 }],
  },
];

/** A blocked phone for the Blocklist page, and notes on the first pending order. */
export const DEMO_BLOCKED_PHONES = [{ phone: "01300000001", reason: "Prank orders on three days in a row" }];
export const DEMO_NOTE = { phone: "01712345678", body: "Prefers a call after 6 pm." };
