/**
 * Refusal forms in the smaller languages written in the Latin script: Scandinavian, Finnish,
 * Estonian, Hungarian, Czech, Slovak, Slovenian, Croatian/Serbian/Bosnian, Lithuanian, Latvian,
 * Romanian, Catalan, Indonesian/Malay, Vietnamese, Swahili and Tagalog. As in
 * `refusal-languages.ts`, each pattern is a first-person "cannot / will not" + a verb of
 * helping, giving, sharing, writing or answering (or a prefer-not form), never a lone word.
 */
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const STOP = '(?=\\s*(?:[.!,;]|$))';
const re = (source: string) => new RegExp(source, 'imu');

/** Finnish verb stems after "en voi / en pysty" (auttaa, antaa, kertoa, jakaa…). */
const FI_VERBS =
  '(?:autta|auta|anta|kerto|jaka|paljast|kirjoitt|teh|tee|vasta|luo|luoda|tarjo|suositel|neuvo|keskustel|osallistu|näyttä|tuotta|laati|käsitel|muutta|kommentoi)';

export const MORE_LATIN_SCRIPT_GROUPS: readonly { trigger: RegExp; patterns: readonly RegExp[] }[] =
  [
    {
      // Scandinavian, Indonesian/Malay, Vietnamese, Czech, Slovak, Romanian
      trigger:
        /\b(?:jeg|jag|tidak|tak|pot|voi|hanya)\b|tôi|nemohu|nemůžu|nemôžem|\bne(?:napíš|pomůž|pomôž|poskytn|prozrad|prezrad|sdíl|zdieľ|uděl|urob|dám|dám|vytvoř|vytvor)/i,
      patterns: [
        re(
          `${B}(?:(?:jeg (?:kan|vil|skal)|(?:kan|vil|skal) jeg) (?:desværre |dessverre )?ikke (?:hjælpe|hjelpe|give|gi|dele|udlevere|utlevere|afsløre|avsløre|skrive|lave|lage|svare|deltage|delta|stille|oplyse|opplyse|udstede|utstede)|jeg kommer ikke til (?:at|å) (?:hjælpe|hjelpe|give|gi|dele|skrive|lave|lage|svare)|jeg (?:vil (?:helst|heller) ikke|foretrækker ikke at|foretrekker å ikke)${E})`,
        ),
        re(
          `${B}(?:(?:jag (?:kan|tänker|kommer|vill|får)|(?:kan|tänker|vill) jag) (?:tyvärr |dessvärre )?inte (?:att )?(?:hjälpa|ge|dela|lämna ut|avslöja|skriva|skapa|göra|svara|tillhandahålla|bistå|delta|ställa|ordinera|utfärda|intyga|berätta|ta fram)|jag (?:ger|delar|lämnar|skriver|ställer|utfärdar) (?:tyvärr )?inte${E}(?! upp${E})|jag (?:vill helst inte|föredrar att inte|avstår)${E})`,
        ),
        re(
          `(?<!${B}(?:jika|kalau|apabila|bila) )${B}(?:(?:saya|aku|kami) (?:tidak|tak) (?:bisa|dapat|boleh|akan|diizinkan untuk|berwenang untuk) (?:membantu|memberikan|memberi|membagikan|berkongsi|mengungkapkan|menulis|membuat|menjawab|menyediakan|mendedahkan|melakukan|menerbitkan|mengeluarkan)|(?:saya|kami) hanya (?:bisa|dapat|boleh|ditugaskan untuk)? ?(?:membantu|menjawab|melayani)${E})`,
        ),
        re(
          `${B}(?:tôi không thể (?:giúp|hỗ trợ|cung cấp|chia sẻ|tiết lộ|viết|tạo|trả lời|thực hiện|làm)|tôi xin từ chối)`,
        ),
        re(
          `${B}(?:nemohu|nemůžu|nemôžem) (?:vám |ti |s tím |s tým )*(?:pomoci|pomoct|pomôcť|poskytnout|poskytnúť|sdílet|zdieľať|prozradit|prezradiť|napsat|napísať|vytvořit|vytvoriť|odpovědět|odpovedať|udělat|urobiť|dát|dať)`,
        ),
        // Czech and Slovak perfective future: "To ti nenapíšu", "Nepomůžu vám s tím".
        re(
          `${B}ne(?:napíš|pomůž|pomôž|poskytn|prozrad|prezrad|sdíl|zdieľ|uděl|urob|dá|vytvoř|vytvor)\\p{L}*(?:u|ím|em|ám)${E}`,
        ),
        re(
          `${B}nu (?:vă |te )?(?:pot|voi|o să) (?:să )?(?:vă |te )?(?:ajut|ajuta|ofer|oferi|furniza|furnizez|împărtăși|dezvălui|scrie|scriu|crea|creez|răspunde|răspund|face|fac)${E}`,
        ),
      ],
    },
    {
      // Finnish, Estonian, Hungarian, South Slavic, Baltic, Catalan, Swahili, Tagalog
      trigger:
        /\b(?:en|emme|ei|nem|ne|negaliu|nevaru|siwezi|hindi)\b|\bno (?:et |us |li )?(?:puc|podré|podem)\b/i,
      patterns: [
        // "Valitettavasti en voi auttaa", "En pysty kertomaan", "En voi."
        re(
          `${B}(?:en|emme) (?:valitettavasti |kuitenkaan |siis )?(?:voi|pysty|saa)${E}(?: (?:[\\p{L}-]+ ){0,2}?${FI_VERBS}|${STOP})`,
        ),
        re(
          `${B}(?:ma |me )?ei (?:saa|või|tohi|suuda) (?:teid |sind |teile |sulle )?(?:aidata|anda|jagada|avaldada|kirjutada|luua|vastata|soovitada)${E}`,
        ),
        re(
          `${B}(?:nem (?:tudok|tudom|tudjuk|fogok|fogom|áll módomban) (?:[\\p{L}-]+ ){0,2}?(?:segít|megad|ad|megoszt|eláru|ír|megír|készít|válaszol|teljesít)|nem (?:segíthetek|adhatok|adhatom|oszthatom|írhatok|írhatom|válaszolhatok|teljesíthetem))`,
        ),
        re(
          `${B}ne (?:mogu|morem|smijem|smem) (?:vam |ti |s tim )?(?:pomoći|pomoc|pomagati|dati|podijeliti|podeliti|deliti|otkriti|razkriti|napisati|napraviti|odgovoriti)${E}`,
        ),
        re(
          `${B}(?:negaliu (?:jums |tau )?(?:padėti|pateikti|pasidalinti|atskleisti|parašyti|sukurti|atsakyti)|nevaru (?:jums |tev )?(?:palīdzēt|sniegt|dalīties|atklāt|uzrakstīt|izveidot|atbildēt))${E}`,
        ),
        re(
          `${B}no (?:et |us |li )?(?:puc|podré|podem) (?:ajudar|proporcionar|compartir|donar|revelar|escriure|fer|respondre|crear)`,
        ),
        re(
          `${B}(?:siwezi (?:kukusaidia|kusaidia|kutoa|kushiriki|kuandika|kufanya|kujibu)|hindi ko (?:po )?(?:kayang|magagawang|maibibigay|maibabahagi|masasagot|matutulungan))`,
        ),
      ],
    },
  ];
