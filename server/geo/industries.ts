/**
 * Lokasi's industry list and THE mapping from OpenStreetMap tags to it (one table, used for every POI source and for
 * NSI brand categories). Keys are stable API values; their names in the 12 languages are the server dictionary's
 * `industries` and `industryGroups` (reportTexts().industry), so no screen shows a raw tag such as amenity/cafe.
 */
export const INDUSTRY_GROUPS = {
  food: ['cafe', 'bar', 'pub', 'fast_food', 'ice_cream', 'food_court', 'hawker_centre', 'restaurant',
    'restaurant_chinese', 'restaurant_japanese', 'restaurant_korean', 'restaurant_thai', 'restaurant_vietnamese',
    'restaurant_indian', 'restaurant_malay_indonesian', 'restaurant_asian', 'restaurant_italian', 'restaurant_pizza',
    'restaurant_french', 'restaurant_mediterranean', 'restaurant_middle_eastern', 'restaurant_western',
    'restaurant_burger', 'restaurant_seafood', 'restaurant_vegetarian', 'restaurant_halal'],
  retail: ['supermarket', 'convenience', 'bakery', 'specialty_food', 'clothing', 'shoes_bags', 'jewelry_watches',
    'beauty_cosmetics', 'electronics', 'home_furniture', 'books_gifts_toys', 'sports_outdoor', 'vehicles', 'pharmacy',
    'mall', 'market', 'general_retail'],
  lodging: ['hotel', 'hostel_guesthouse'],
  transport: ['parking', 'fuel', 'vehicle_rental', 'ferry_terminal', 'bus_stop', 'rail_station', 'car_services'],
  education: ['school', 'kindergarten', 'university', 'training', 'library'],
  health: ['hospital', 'clinic', 'dentist', 'veterinary'],
  finance: ['bank', 'atm', 'insurance'],
  services: ['post_office', 'hair_beauty_salon', 'laundry', 'travel_agency', 'rental_services', 'telecom', 'coworking',
    'personal_services'],
  leisure: ['fitness', 'park', 'cinema_theatre', 'casino', 'nightclub', 'arts_culture', 'events_venue'],
  public: ['government', 'police_fire', 'place_of_worship', 'community', 'public_facility'],
} as const;

export type IndustryGroup = keyof typeof INDUSTRY_GROUPS;
export type Industry = (typeof INDUSTRY_GROUPS)[IndustryGroup][number];

export const INDUSTRY_GROUP_OF: ReadonlyMap<Industry, IndustryGroup> = new Map(
  (Object.entries(INDUSTRY_GROUPS) as Array<[IndustryGroup, readonly Industry[]]>).flatMap(([g, list]) =>
    list.map((i) => [i, g] as const),
  ),
);

/** OSM `key=value` → industry. Checked in the order of KEYS_IN_PRIORITY (a restaurant with a shop tag is a restaurant). */
const TAG_TABLE: Record<string, Record<string, Industry>> = {
  amenity: {
    cafe: 'cafe', bar: 'bar', pub: 'pub', biergarten: 'pub', fast_food: 'fast_food', ice_cream: 'ice_cream',
    food_court: 'food_court', restaurant: 'restaurant',
    parking: 'parking', parking_entrance: 'parking', 'parking;fuel': 'parking', parking_space: 'parking',
    motorcycle_parking: 'parking', bicycle_parking: 'parking', fuel: 'fuel', charging_station: 'fuel',
    bicycle_rental: 'vehicle_rental', car_rental: 'vehicle_rental', car_sharing: 'vehicle_rental',
    boat_rental: 'vehicle_rental', ferry_terminal: 'ferry_terminal', bus_station: 'bus_stop', taxi: 'bus_stop',
    car_wash: 'car_services', driving_school: 'training',
    school: 'school', kindergarten: 'kindergarten', childcare: 'kindergarten', toy_library: 'kindergarten',
    university: 'university', college: 'university', research_institute: 'university', library: 'library',
    language_school: 'training', music_school: 'training', training: 'training',
    hospital: 'hospital', clinic: 'clinic', doctors: 'clinic', dentist: 'dentist', veterinary: 'veterinary',
    pharmacy: 'pharmacy',
    bank: 'bank', atm: 'atm', bureau_de_change: 'bank', money_transfer: 'bank',
    post_office: 'post_office', telephone: 'telecom', internet_cafe: 'telecom', coworking_space: 'coworking',
    marketplace: 'market', casino: 'casino', gambling: 'casino', nightclub: 'nightclub', stripclub: 'nightclub',
    theatre: 'cinema_theatre', cinema: 'cinema_theatre', arts_centre: 'arts_culture', studio: 'arts_culture',
    events_venue: 'events_venue', conference_centre: 'events_venue', exhibition_centre: 'events_venue',
    townhall: 'government', courthouse: 'government', embassy: 'government', prison: 'government',
    public_building: 'government', police: 'police_fire', fire_station: 'police_fire', ranger_station: 'police_fire',
    place_of_worship: 'place_of_worship', monastery: 'place_of_worship',
    community_centre: 'community', social_facility: 'community', social_centre: 'community', fondation: 'community',
    fountain: 'public_facility', toilets: 'public_facility', shelter: 'public_facility', clock: 'public_facility',
    spring_board: 'public_facility', drinking_water: 'public_facility', bench: 'public_facility',
    dive_centre: 'personal_services', photo_booth: 'personal_services', vending_machine: 'general_retail',
  },
  shop: {
    supermarket: 'supermarket', convenience: 'convenience', bakery: 'bakery', pastry: 'bakery',
    butcher: 'specialty_food', deli: 'specialty_food', cheese: 'specialty_food', alcohol: 'specialty_food',
    wine: 'specialty_food', beverages: 'specialty_food', confectionery: 'specialty_food', chocolate: 'specialty_food',
    coffee: 'specialty_food', tea: 'specialty_food', greengrocer: 'specialty_food', seafood: 'specialty_food',
    frozen_food: 'specialty_food', health_food: 'specialty_food', food: 'specialty_food', dairy: 'specialty_food',
    clothes: 'clothing', fashion: 'clothing', boutique: 'clothing', fashion_accessories: 'clothing',
    tailor: 'clothing', fabric: 'clothing', baby_goods: 'clothing',
    shoes: 'shoes_bags', bag: 'shoes_bags', leather: 'shoes_bags',
    jewelry: 'jewelry_watches', watches: 'jewelry_watches', gold_buyer: 'jewelry_watches',
    perfumery: 'beauty_cosmetics', cosmetics: 'beauty_cosmetics', chemist: 'beauty_cosmetics',
    beauty: 'hair_beauty_salon', hairdresser: 'hair_beauty_salon', massage: 'hair_beauty_salon',
    tattoo: 'personal_services', optician: 'pharmacy', medical_supply: 'pharmacy', hearing_aids: 'pharmacy',
    electronics: 'electronics', mobile_phone: 'electronics', computer: 'electronics', appliance: 'electronics',
    electrical: 'electronics', hifi: 'electronics', camera: 'electronics', telecommunication: 'telecom',
    furniture: 'home_furniture', kitchen: 'home_furniture', interior_decoration: 'home_furniture',
    doityourself: 'home_furniture', hardware: 'home_furniture', paint: 'home_furniture', houseware: 'home_furniture',
    bed: 'home_furniture', lighting: 'home_furniture', garden_centre: 'home_furniture', curtain: 'home_furniture',
    gift: 'books_gifts_toys', toys: 'books_gifts_toys', books: 'books_gifts_toys', stationery: 'books_gifts_toys',
    newsagent: 'books_gifts_toys', art: 'books_gifts_toys', antiques: 'books_gifts_toys', florist: 'books_gifts_toys',
    photo: 'books_gifts_toys', music: 'books_gifts_toys', games: 'books_gifts_toys', video_games: 'books_gifts_toys',
    collector: 'books_gifts_toys', frame: 'books_gifts_toys', craft: 'books_gifts_toys',
    sports: 'sports_outdoor', outdoor: 'sports_outdoor', bicycle: 'vehicles', car: 'vehicles', motorcycle: 'vehicles',
    boat: 'vehicles', car_repair: 'car_services', car_parts: 'car_services', tyres: 'car_services',
    mall: 'mall', department_store: 'mall', marketplace: 'market',
    variety_store: 'general_retail', general: 'general_retail', kiosk: 'general_retail', yes: 'general_retail',
    tobacco: 'general_retail', 'e-cigarette': 'general_retail', pet: 'general_retail', second_hand: 'general_retail',
    charity: 'general_retail', discount: 'general_retail', wholesale: 'general_retail', lottery: 'general_retail',
    ticket: 'travel_agency', travel_agency: 'travel_agency', insurance: 'insurance', money_lender: 'bank',
    pawnbroker: 'bank', dry_cleaning: 'laundry', laundry: 'laundry', tool_hire: 'rental_services',
    rental: 'rental_services', copyshop: 'personal_services', funeral_directors: 'personal_services',
    storage_rental: 'rental_services', estate_agent: 'personal_services',
  },
  tourism: {
    hotel: 'hotel', motel: 'hotel', apartment: 'hostel_guesthouse', hostel: 'hostel_guesthouse',
    guest_house: 'hostel_guesthouse', museum: 'arts_culture', gallery: 'arts_culture',
  },
  leisure: {
    fitness_centre: 'fitness', sports_centre: 'fitness', park: 'park', garden: 'park', playground: 'park',
  },
  office: { coworking: 'coworking', insurance: 'insurance', travel_agent: 'travel_agency', estate_agent: 'personal_services' },
  healthcare: { hospital: 'hospital', clinic: 'clinic', doctor: 'clinic', dentist: 'dentist', pharmacy: 'pharmacy' },
  highway: { bus_stop: 'bus_stop' },
  railway: { station: 'rail_station', subway_entrance: 'rail_station' },
  public_transport: { station: 'rail_station' },
};

const KEYS_IN_PRIORITY = ['amenity', 'shop', 'tourism', 'leisure', 'healthcare', 'office', 'railway', 'public_transport', 'highway'];

/** cuisine tag value → restaurant industry; the first listed cuisine that maps wins. */
const CUISINE_TABLE: Record<string, Industry> = {
  chinese: 'restaurant_chinese', cantonese: 'restaurant_chinese', dim_sum: 'restaurant_chinese',
  sichuan: 'restaurant_chinese', hot_pot: 'restaurant_chinese', taiwanese: 'restaurant_chinese',
  japanese: 'restaurant_japanese', sushi: 'restaurant_japanese', ramen: 'restaurant_japanese',
  korean: 'restaurant_korean', thai: 'restaurant_thai', vietnamese: 'restaurant_vietnamese', pho: 'restaurant_vietnamese',
  indian: 'restaurant_indian', malaysian: 'restaurant_malay_indonesian', indonesian: 'restaurant_malay_indonesian',
  malay: 'restaurant_malay_indonesian', asian: 'restaurant_asian', singaporean: 'restaurant_asian',
  filipino: 'restaurant_asian', italian: 'restaurant_italian', pasta: 'restaurant_italian', pizza: 'restaurant_pizza',
  french: 'restaurant_french', regional: 'restaurant_french', mediterranean: 'restaurant_mediterranean',
  greek: 'restaurant_mediterranean', spanish: 'restaurant_mediterranean', lebanese: 'restaurant_middle_eastern',
  turkish: 'restaurant_middle_eastern', kebab: 'restaurant_middle_eastern', middle_eastern: 'restaurant_middle_eastern',
  american: 'restaurant_western', steak_house: 'restaurant_western', western: 'restaurant_western',
  international: 'restaurant_western', british: 'restaurant_western', burger: 'restaurant_burger',
  seafood: 'restaurant_seafood', fish: 'restaurant_seafood', vegetarian: 'restaurant_vegetarian',
  vegan: 'restaurant_vegetarian',
};

/** The industry of a POI from its OSM tags, or null when no rule covers it. */
export function industryOf(tags: Readonly<Record<string, string | undefined>>): Industry | null {
  for (const key of KEYS_IN_PRIORITY) {
    const value = tags[key];
    if (value === undefined) continue;
    const industry = TAG_TABLE[key]?.[value];
    if (!industry) continue;
    if (industry === 'restaurant') {
      for (const c of (tags.cuisine ?? '').split(';')) {
        const hit = CUISINE_TABLE[c.trim().toLowerCase()];
        if (hit) return hit;
      }
      if (tags['diet:halal'] === 'only' || tags['diet:halal'] === 'yes') return 'restaurant_halal';
    }
    return industry;
  }
  return null;
}
