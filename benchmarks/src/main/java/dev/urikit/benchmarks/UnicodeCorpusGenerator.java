package dev.urikit.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Turns the URLs of the {@link Corpus} into IRIs with non-ASCII host labels and path words, in eight
 * scripts, deterministically for a seed.
 *
 * <p>{@code UnicodeCorpusGenerator.generate(List.of("https://www.summer-garden.co.uk/",
 * "https://health.org/green%20garden/contact.html"), 3987)} gives
 *
 * <pre>
 * https://www.ταξίδι-υγεία.αρχείο.uk/
 * https://समाचार.org/חיפוש%20עזרה/בריאות.html
 * </pre>
 *
 * <p>Each URL gets one script for its host and one for its path, chosen from Latin with diacritics,
 * Greek, Cyrillic, Arabic, Hebrew, CJK, Devanagari and Thai (no emoji). In the host, every label made of
 * ASCII letters and inner hyphens has each of its words replaced by one word of the script, except
 * {@code www} and the last label (the top-level domain); a label with digits, an IP literal, the user
 * information and the port stay as they are, so that each changed label holds one script and hyphens
 * alone and has an A-label (RFC 3490, whose bidi rule a right-to-left word next to a Latin letter would
 * break). In the path,
 * every run of two or more ASCII letters becomes one word, except a file name extension (a run after a
 * {@code '.'}) and the hex digits of a percent-encoded octet. The query and the fragment stay as they are.
 * Every result is an IRI of RFC 3987 section 2.2 whose structure (separators, percent-encoded octets) is
 * that of the URL it came from. A host label that is not a valid host name (one with {@code _}, say) stays
 * ASCII next to the new labels, and then has no A-label; and a URL with nothing to replace (such as
 * {@code https://a1.com/}) stays all ASCII. {@link IriBenchmark} drops both kinds and counts them.
 */
public final class UnicodeCorpusGenerator {

  /** Word lists, one per script; every word is a valid IDNA 2003 label on its own. */
  static final String[][] SCRIPTS = {
    // Latin with diacritics
    {"café", "straße", "niño", "über", "crème", "smörgås", "żółw", "čaj", "ação", "fjörður", "hôtel", "müsli"},
    // Greek
    {"παράδειγμα", "ειδήσεις", "βιβλίο", "μουσική", "κήπος", "ταξίδι", "πόλη", "υγεία", "αρχείο", "οδηγός"},
    // Cyrillic
    {"пример", "новости", "книга", "музыка", "сад", "город", "здоровье", "архив", "поиск", "помощь"},
    // Arabic
    {"مثال", "أخبار", "كتاب", "موسيقى", "حديقة", "مدينة", "صحة", "أرشيف", "بحث", "مساعدة"},
    // Hebrew
    {"דוגמה", "חדשות", "ספר", "מוזיקה", "גן", "עיר", "בריאות", "ארכיון", "חיפוש", "עזרה"},
    // CJK (Chinese and Japanese)
    {"例え", "新闻", "书籍", "音乐", "花园", "城市", "東京", "健康", "検索", "帮助"},
    // Devanagari
    {"उदाहरण", "समाचार", "पुस्तक", "संगीत", "बगीचा", "शहर", "स्वास्थ्य", "खोज", "सहायता", "यात्रा"},
    // Thai
    {"ตัวอย่าง", "ข่าว", "หนังสือ", "ดนตรี", "สวน", "เมือง", "สุขภาพ", "ค้นหา", "ช่วยเหลือ", "เดินทาง"},
  };

  private UnicodeCorpusGenerator() {}

  /** One IRI per URL, in the same order, the same ones for the same URLs and seed. */
  public static List<String> generate(List<String> urls, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<String> iris = new ArrayList<>(urls.size());
    StringBuilder sb = new StringBuilder(256);
    for (String url : urls) {
      sb.setLength(0);
      String[] hostWords = SCRIPTS[random.nextInt(SCRIPTS.length)];
      String[] pathWords = SCRIPTS[random.nextInt(SCRIPTS.length)];
      int authorityStart = url.indexOf("://");
      int pathStart;
      if (authorityStart < 0) {
        pathStart = url.indexOf(':') + 1;
        sb.append(url, 0, pathStart);
      } else {
        authorityStart += 3;
        pathStart = indexOfAny(url, authorityStart, "/?#");
        sb.append(url, 0, authorityStart);
        appendAuthority(sb, url, authorityStart, pathStart, hostWords, random);
      }
      int pathEnd = indexOfAny(url, pathStart, "?#");
      appendWords(sb, url, pathStart, pathEnd, 2, pathWords, random);
      sb.append(url, pathEnd, url.length());
      iris.add(sb.toString());
    }
    return iris;
  }

  private static void appendAuthority(StringBuilder sb, String url, int start, int end, String[] words,
      SplittableRandom random) {
    int hostStart = url.lastIndexOf('@', end - 1) + 1;
    if (hostStart <= start) {
      hostStart = start;
    }
    int hostEnd = url.lastIndexOf(':', end - 1);
    if (hostEnd < hostStart || url.charAt(hostStart) == '[') {
      hostEnd = url.charAt(hostStart) == '[' ? url.indexOf(']', hostStart) + 1 : end;
    }
    sb.append(url, start, hostStart);
    int lastDot = url.lastIndexOf('.', hostEnd - 1);
    int label = hostStart;
    while (label < hostEnd) {
      int labelEnd = url.indexOf('.', label);
      if (labelEnd < 0 || labelEnd > hostEnd) {
        labelEnd = hostEnd;
      }
      boolean topLevel = lastDot >= hostStart && label > lastDot;
      if (!topLevel && isWordsAndHyphens(url, label, labelEnd) && !url.regionMatches(true, label, "www", 0, 3)) {
        appendWords(sb, url, label, labelEnd, 1, words, random);
      } else {
        sb.append(url, label, labelEnd);
      }
      if (labelEnd < hostEnd) {
        sb.append('.');
      }
      label = labelEnd + 1;
    }
    sb.append(url, hostEnd, end);
  }

  /**
   * Appends {@code url[start, end)} with each run of at least {@code shortestWord} ASCII letters replaced by
   * a word from {@code words}, except a run after a {@code '.'} and the two hex digits after a {@code '%'}.
   */
  private static void appendWords(StringBuilder sb, String url, int start, int end, int shortestWord,
      String[] words, SplittableRandom random) {
    int i = start;
    while (i < end) {
      char c = url.charAt(i);
      if (c == '%') {
        int tripletEnd = Math.min(i + 3, end);
        sb.append(url, i, tripletEnd);
        i = tripletEnd;
        continue;
      }
      if (!isLetter(c)) {
        sb.append(c);
        i++;
        continue;
      }
      int runEnd = i;
      while (runEnd < end && isLetter(url.charAt(runEnd))) {
        runEnd++;
      }
      boolean extension = i > start && url.charAt(i - 1) == '.';
      if (runEnd - i >= shortestWord && !extension) {
        sb.append(words[random.nextInt(words.length)]);
      } else {
        sb.append(url, i, runEnd);
      }
      i = runEnd;
    }
  }

  /** Whether {@code s[start, end)} is ASCII words joined by hyphens, such as {@code summer-garden}. */
  private static boolean isWordsAndHyphens(String s, int start, int end) {
    if (start == end || !isLetter(s.charAt(start)) || !isLetter(s.charAt(end - 1))) {
      return false;
    }
    for (int i = start; i < end; i++) {
      if (!isLetter(s.charAt(i)) && s.charAt(i) != '-') {
        return false;
      }
    }
    return true;
  }

  private static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static int indexOfAny(String s, int from, String chars) {
    for (int i = from; i < s.length(); i++) {
      if (chars.indexOf(s.charAt(i)) >= 0) {
        return i;
      }
    }
    return s.length();
  }
}
