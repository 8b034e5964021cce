// Bangladesh's 64 districts (zila), grouped by their 8 divisions, with their English and Bangla names.
// Facts, not code: the list of districts in the Bangladesh National Portal (bangladesh.gov.bd, "District"
// pages of each division) and Bangladesh Bureau of Statistics' geocode list; the English spellings are
// the ones the government adopted in April 2018 (Chattogram, Cumilla, Barishal, Bogura, Jashore), which
// is also how Wikipedia's "Districts of Bangladesh" lists them. Orders store the English name.

export type District = { en: string; bn: string; division: string };

export const DISTRICTS: readonly District[] = [
  // Barishal division
  { en: "Barguna", bn: "বরগুনা", division: "Barishal" },
  { en: "Barishal", bn: "বরিশাল", division: "Barishal" },
  { en: "Bhola", bn: "ভোলা", division: "Barishal" },
  { en: "Jhalokati", bn: "ঝালকাঠি", division: "Barishal" },
  { en: "Patuakhali", bn: "পটুয়াখালী", division: "Barishal" },
  { en: "Pirojpur", bn: "পিরোজপুর", division: "Barishal" },
  // Chattogram division
  { en: "Bandarban", bn: "বান্দরবান", division: "Chattogram" },
  { en: "Brahmanbaria", bn: "ব্রাহ্মণবাড়িয়া", division: "Chattogram" },
  { en: "Chandpur", bn: "চাঁদপুর", division: "Chattogram" },
  { en: "Chattogram", bn: "চট্টগ্রাম", division: "Chattogram" },
  { en: "Cox's Bazar", bn: "কক্সবাজার", division: "Chattogram" },
  { en: "Cumilla", bn: "কুমিল্লা", division: "Chattogram" },
  { en: "Feni", bn: "ফেনী", division: "Chattogram" },
  { en: "Khagrachhari", bn: "খাগড়াছড়ি", division: "Chattogram" },
  { en: "Lakshmipur", bn: "লক্ষ্মীপুর", division: "Chattogram" },
  { en: "Noakhali", bn: "নোয়াখালী", division: "Chattogram" },
  { en: "Rangamati", bn: "রাঙ্গামাটি", division: "Chattogram" },
  // Dhaka division
  { en: "Dhaka", bn: "ঢাকা", division: "Dhaka" },
  { en: "Faridpur", bn: "ফরিদপুর", division: "Dhaka" },
  { en: "Gazipur", bn: "গাজীপুর", division: "Dhaka" },
  { en: "Gopalganj", bn: "গোপালগঞ্জ", division: "Dhaka" },
  { en: "Kishoreganj", bn: "কিশোরগঞ্জ", division: "Dhaka" },
  { en: "Madaripur", bn: "মাদারীপুর", division: "Dhaka" },
  { en: "Manikganj", bn: "মানিকগঞ্জ", division: "Dhaka" },
  { en: "Munshiganj", bn: "মুন্সীগঞ্জ", division: "Dhaka" },
  { en: "Narayanganj", bn: "নারায়ণগঞ্জ", division: "Dhaka" },
  { en: "Narsingdi", bn: "নরসিংদী", division: "Dhaka" },
  { en: "Rajbari", bn: "রাজবাড়ী", division: "Dhaka" },
  { en: "Shariatpur", bn: "শরীয়তপুর", division: "Dhaka" },
  { en: "Tangail", bn: "টাঙ্গাইল", division: "Dhaka" },
  // Khulna division
  { en: "Bagerhat", bn: "বাগেরহাট", division: "Khulna" },
  { en: "Chuadanga", bn: "চুয়াডাঙ্গা", division: "Khulna" },
  { en: "Jashore", bn: "যশোর", division: "Khulna" },
  { en: "Jhenaidah", bn: "ঝিনাইদহ", division: "Khulna" },
  { en: "Khulna", bn: "খুলনা", division: "Khulna" },
  { en: "Kushtia", bn: "কুষ্টিয়া", division: "Khulna" },
  { en: "Magura", bn: "মাগুরা", division: "Khulna" },
  { en: "Meherpur", bn: "মেহেরপুর", division: "Khulna" },
  { en: "Narail", bn: "নড়াইল", division: "Khulna" },
  { en: "Satkhira", bn: "সাতক্ষীরা", division: "Khulna" },
  // Mymensingh division
  { en: "Jamalpur", bn: "জামালপুর", division: "Mymensingh" },
  { en: "Mymensingh", bn: "ময়মনসিংহ", division: "Mymensingh" },
  { en: "Netrokona", bn: "নেত্রকোণা", division: "Mymensingh" },
  { en: "Sherpur", bn: "শেরপুর", division: "Mymensingh" },
  // Rajshahi division
  { en: "Bogura", bn: "বগুড়া", division: "Rajshahi" },
  { en: "Chapainawabganj", bn: "চাঁপাইনবাবগঞ্জ", division: "Rajshahi" },
  { en: "Joypurhat", bn: "জয়পুরহাট", division: "Rajshahi" },
  { en: "Naogaon", bn: "নওগাঁ", division: "Rajshahi" },
  { en: "Natore", bn: "নাটোর", division: "Rajshahi" },
  { en: "Pabna", bn: "পাবনা", division: "Rajshahi" },
  { en: "Rajshahi", bn: "রাজশাহী", division: "Rajshahi" },
  { en: "Sirajganj", bn: "সিরাজগঞ্জ", division: "Rajshahi" },
  // Rangpur division
  { en: "Dinajpur", bn: "দিনাজপুর", division: "Rangpur" },
  { en: "Gaibandha", bn: "গাইবান্ধা", division: "Rangpur" },
  { en: "Kurigram", bn: "কুড়িগ্রাম", division: "Rangpur" },
  { en: "Lalmonirhat", bn: "লালমনিরহাট", division: "Rangpur" },
  { en: "Nilphamari", bn: "নীলফামারী", division: "Rangpur" },
  { en: "Panchagarh", bn: "পঞ্চগড়", division: "Rangpur" },
  { en: "Rangpur", bn: "রংপুর", division: "Rangpur" },
  { en: "Thakurgaon", bn: "ঠাকুরগাঁও", division: "Rangpur" },
  // Sylhet division
  { en: "Habiganj", bn: "হবিগঞ্জ", division: "Sylhet" },
  { en: "Moulvibazar", bn: "মৌলভীবাজার", division: "Sylhet" },
  { en: "Sunamganj", bn: "সুনামগঞ্জ", division: "Sylhet" },
  { en: "Sylhet", bn: "সিলেট", division: "Sylhet" },
];

/**
 * The districts in alphabetical order of their English names: the order the picker lists them in.
 * Compared character by character, not with localeCompare: for these names the order is the same
 * (a test checks it against English collation), and the checkout page, which loads this module,
 * would otherwise make an Intl collator as it loads, a long task on a phone (see formatCount in i18n.ts).
 */
export const DISTRICTS_BY_NAME: readonly District[] = [...DISTRICTS].sort((a, b) => (a.en < b.en ? -1 : a.en > b.en ? 1 : 0));

/** A district as an order stored it (its English name), in the page's language; a name not in the list is shown as stored. */
export function districtName(english: string, locale: "en" | "bn"): string {
  return locale === "bn" ? (DISTRICTS.find((district) => district.en === english)?.bn ?? english) : english;
}
