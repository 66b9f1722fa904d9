package dev.urikit.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Generates a deterministic corpus of realistic https URLs, used when no URL list is at hand.
 *
 * <p>{@code CorpusGenerator.generate(3, 3986)} gives
 *
 * <pre>
 * https://health.org/green%20garden/contact.html
 * https://spring.org/2018/archive/star/cloud.html?id=review
 * https://www.summer-garden.co.uk/
 * </pre>
 *
 * <p>that is, a host of one or two words under a common top-level domain, zero to five path segments (some
 * numeric, some with a percent-encoded space or an extension), sometimes a query and rarely a fragment. The
 * same seed always gives the same lines; 50,000 lines average about 46 characters. Every line is an
 * RFC 3986 (section 3) URI.
 */
public final class CorpusGenerator {

  private static final String[] WORDS = {
    "news", "shop", "blog", "garden", "media", "travel", "health", "music", "photo", "cloud",
    "data", "city", "book", "food", "sport", "games", "home", "auto", "film", "science",
    "market", "design", "school", "green", "open", "north", "river", "star", "web", "apps",
    "about", "archive", "article", "products", "search", "help", "login", "account", "cart",
    "category", "events", "contact", "docs", "download", "images", "post", "report", "spring",
    "summer", "winter", "review", "guide", "list", "index", "profile", "video", "static", "en"
  };
  private static final String[] TOP_LEVEL_DOMAINS = {
    "com", "com", "com", "com", "org", "net", "io", "de", "co.uk", "gov", "edu", "fr", "jp"
  };
  private static final String[] EXTENSIONS = {"", "", "", ".html", ".html", ".php", ".pdf", ".jpg", ".aspx"};
  private static final String[] QUERY_KEYS = {"id", "q", "page", "ref", "utm_source", "lang", "s", "p"};

  private CorpusGenerator() {}

  /** {@code lines} URLs, the same ones for the same seed. */
  public static List<String> generate(int lines, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<String> urls = new ArrayList<>(lines);
    StringBuilder sb = new StringBuilder(128);
    for (int i = 0; i < lines; i++) {
      sb.setLength(0);
      sb.append("https://");
      appendHost(sb, random);
      appendPath(sb, random);
      if (random.nextInt(4) == 0) {
        appendQuery(sb, random);
      }
      if (random.nextInt(30) == 0) {
        sb.append("#section-").append(random.nextInt(1, 10));
      }
      urls.add(sb.toString());
    }
    return urls;
  }

  private static void appendHost(StringBuilder sb, SplittableRandom random) {
    if (random.nextBoolean()) {
      sb.append("www.");
    }
    sb.append(word(random));
    if (random.nextInt(4) == 0) {
      sb.append('-').append(word(random));
    }
    sb.append('.').append(TOP_LEVEL_DOMAINS[random.nextInt(TOP_LEVEL_DOMAINS.length)]);
  }

  private static void appendPath(StringBuilder sb, SplittableRandom random) {
    int segments = random.nextInt(6);
    if (segments == 0) {
      sb.append('/');
      return;
    }
    for (int s = 0; s < segments; s++) {
      sb.append('/');
      int kind = random.nextInt(10);
      if (kind == 0) {
        sb.append(random.nextInt(1990, 2027));
      } else if (kind == 1) {
        sb.append(word(random)).append("%20").append(word(random));
      } else if (kind == 2) {
        sb.append(word(random)).append('-').append(word(random));
      } else {
        sb.append(word(random));
      }
    }
    sb.append(EXTENSIONS[random.nextInt(EXTENSIONS.length)]);
  }

  private static void appendQuery(StringBuilder sb, SplittableRandom random) {
    int parameters = random.nextInt(1, 3);
    for (int p = 0; p < parameters; p++) {
      sb.append(p == 0 ? '?' : '&').append(QUERY_KEYS[random.nextInt(QUERY_KEYS.length)]).append('=');
      if (random.nextBoolean()) {
        sb.append(random.nextInt(1, 100_000));
      } else {
        sb.append(word(random));
      }
    }
  }

  private static String word(SplittableRandom random) {
    return WORDS[random.nextInt(WORDS.length)];
  }
}
