package dev.urikit.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * Generates a deterministic corpus of every scheme the benchmarks install: https URLs taken from a list
 * as the bulk, and URIs of the other schemes in the shapes found in documents and mail, each in its fixed
 * share ({@link CorpusScheme}), in an order shuffled with the seed.
 *
 * <p>{@code MixedCorpusGenerator.generate(httpsUrls, 40_000, 1738)} on the https corpus of the kasztp list
 * gives, as the first line of each scheme:
 *
 * <pre>
 * https://www.sec.gov/edgar.shtml
 * http://www.angelfire.com/nb/wavrunner/
 * urn:issn:0874-5439?+CCResolve:cc=uk
 * nntp://news.uni-example.edu/de.comp.lang.java
 * mailto:eva@uni-example.edu,dana@uni-example.edu?subject=Caf%C3%A9%20menu
 * file://files.example.net/share/press/photos/release/summary.html
 * telnet://anna@bbs.example.net:23/
 * wais://wais.example.com/invoice?notes%20archive
 * ftp://kim:photos99@mirror.example.net/pub/release/project/plan%20785.docx
 * gopher://gopher.example.com/9/summary.csv
 * news:de.comp.lang.java
 * prospero://pros.example.net:1525/data/ben
 * </pre>
 *
 * <p>The https lines are the list's in order (repeated if it is short); the http lines are list lines
 * from the other end with {@code https:} written {@code http:}. The shapes per scheme: mailto (RFC 6068)
 * with one or more addresses and to, cc, subject and body headers, percent-encoded text included; urn
 * (RFC 8141) of the uuid, isbn, issn, oid, ietf and example namespaces, some with r-, q- or f-components;
 * ftp (RFC 1738 section 3.2) with user information, ports and typecodes {@code ;type=a|i|d}; news and nntp
 * (RFC 5538) with message-ids, groups, {@code *} and article numbers; file (RFC 8089) in POSIX, drive
 * letter, remote host and {@code file:/path} forms; gopher (RFC 4266) with item types, selectors and
 * searches; telnet (RFC 4248) with user and port; wais (RFC 4156) database, search and document forms;
 * prospero (RFC 4157) with fields. The same list and seed always give the same lines.
 */
public final class MixedCorpusGenerator {

  /** The seed of the mixed corpus that {@link Corpus} loads. */
  public static final long SEED = 1738;

  private static final String[] NAMES = {
    "anna", "ben", "chris", "dana", "eva", "felix", "greta", "hugo", "ines", "jon", "kim", "lena",
    "info", "support", "sales", "ops", "team", "noreply", "press", "jobs"
  };
  private static final String[] DOMAINS = {
    "example.com", "example.org", "example.net", "mail.example.com", "uni-example.edu", "example.co.uk"
  };
  private static final String[] WORDS = {
    "report", "meeting", "invoice", "notes", "agenda", "draft", "photos", "budget", "release", "minutes",
    "archive", "backup", "data", "docs", "music", "project", "summary", "review", "plan", "readme"
  };
  private static final String[] ENCODED_PHRASES = {
    "Weekly%20report", "Re%3A%20Meeting%20on%20Friday", "Caf%C3%A9%20menu", "Question%20about%20order%20%2342",
    "Hello%2C%20world%21", "Invoice%20%E2%82%AC%20120", "Feedback", "Newsletter%20sign-up"
  };
  private static final String[] ISBN_PREFIXES = {"978-0", "978-1", "978-3", "978-2", "978-4"};
  private static final String[] IETF_SERIES = {"rfc", "rfc", "rfc", "bcp", "std", "fyi"};
  private static final String[] HOST_DOMAINS = {"example.org", "example.com", "example.net", "uni-example.edu"};
  private static final String[] GROUPS = {
    "comp.lang.java.programmer", "comp.os.linux.misc", "sci.math", "rec.arts.books", "alt.folklore.computers",
    "de.comp.lang.java", "news.announce.newgroups", "comp.infosystems.www.servers.unix"
  };
  private static final String[] EXTENSIONS = {".txt", ".pdf", ".tar.gz", ".zip", ".html", ".csv", ".docx"};
  private static final char[] GOPHER_TYPES = {'0', '1', '1', '1', '7', '9', 'g', 'I', 'h'};
  private static final String[] WAIS_TYPES = {"TEXT", "HTML", "PS"};

  private MixedCorpusGenerator() {}

  /** {@code lines} URIs: {@code https} lines from {@code httpsUrls}, the rest generated, the same for the same seed. */
  public static List<String> generate(List<String> httpsUrls, int lines, long seed) {
    if (httpsUrls.isEmpty()) {
      throw new IllegalArgumentException("no https URL to start from");
    }
    SplittableRandom random = new SplittableRandom(seed);
    CorpusScheme[] layout = layout(lines, random);
    List<String> uris = new ArrayList<>(lines);
    int https = 0;
    int http = 0;
    StringBuilder sb = new StringBuilder(128);
    for (CorpusScheme scheme : layout) {
      sb.setLength(0);
      switch (scheme) {
        case HTTPS -> sb.append(httpsUrls.get(https++ % httpsUrls.size()));
        case HTTP -> sb.append(asHttp(httpsUrls.get(httpsUrls.size() - 1 - http++ % httpsUrls.size())));
        case MAILTO -> mailto(sb, random);
        case URN -> urn(sb, random);
        case FTP -> ftp(sb, random);
        case NEWS -> news(sb, random);
        case NNTP -> nntp(sb, random);
        case FILE -> file(sb, random);
        case GOPHER -> gopher(sb, random);
        case TELNET -> telnet(sb, random);
        case WAIS -> wais(sb, random);
        case PROSPERO -> prospero(sb, random);
      }
      uris.add(sb.toString());
    }
    return uris;
  }

  /** Each scheme's count of slots, shuffled (Fisher-Yates) so that the schemes come mixed as in a crawl. */
  private static CorpusScheme[] layout(int lines, SplittableRandom random) {
    CorpusScheme[] layout = new CorpusScheme[lines];
    int at = 0;
    for (CorpusScheme scheme : CorpusScheme.values()) {
      int count = scheme.count(lines);
      Arrays.fill(layout, at, at + count, scheme);
      at += count;
    }
    for (int i = lines - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      CorpusScheme swap = layout[i];
      layout[i] = layout[j];
      layout[j] = swap;
    }
    return layout;
  }

  private static String asHttp(String url) {
    return url.regionMatches(true, 0, "https:", 0, 6) ? "http:" + url.substring(6) : url;
  }

  private static void mailto(StringBuilder sb, SplittableRandom random) {
    sb.append("mailto:");
    int shape = random.nextInt(6);
    if (shape == 0) {
      sb.append("?to=");
      address(sb, random);
    } else {
      address(sb, random);
      for (int more = shape == 1 ? random.nextInt(1, 4) : 0; more > 0; more--) {
        sb.append(',');
        address(sb, random);
      }
    }
    char separator = shape == 0 ? '&' : '?';
    if (shape != 2 && random.nextInt(3) == 0) {
      sb.append(separator).append("cc=");
      address(sb, random);
      separator = '&';
    }
    if (shape != 2 && random.nextInt(4) != 0) {
      sb.append(separator).append("subject=").append(pick(ENCODED_PHRASES, random));
      separator = '&';
    }
    if (random.nextBoolean()) {
      sb.append(separator).append("body=").append(pick(ENCODED_PHRASES, random))
          .append("%0D%0A%0D%0A").append(pick(NAMES, random)).append("%20").append(pick(WORDS, random));
    }
  }

  private static void address(StringBuilder sb, SplittableRandom random) {
    sb.append(pick(NAMES, random));
    if (random.nextBoolean()) {
      sb.append('.').append(pick(NAMES, random));
    }
    sb.append('@').append(pick(DOMAINS, random));
  }

  private static void urn(StringBuilder sb, SplittableRandom random) {
    sb.append(random.nextInt(10) == 0 ? "URN:" : "urn:");
    switch (random.nextInt(6)) {
      case 0 -> sb.append("uuid:").append(randomUuid(random));
      case 1 -> isbn13(sb.append("isbn:"), random);
      case 2 -> issn(sb.append("issn:"), random);
      case 3 -> sb.append("oid:1.3.6.1.4.1.").append(random.nextInt(1, 60_000)).append('.')
          .append(random.nextInt(1, 100)).append('.').append(random.nextInt(10));
      case 4 -> sb.append("ietf:").append(pick(IETF_SERIES, random)).append(':').append(random.nextInt(1, 9_800));
      default -> sb.append("example:").append(pick(WORDS, random)).append(':').append(random.nextInt(1, 1000));
    }
    int components = random.nextInt(8);
    if (components == 0) {
      sb.append("?+CCResolve:cc=uk");
    } else if (components == 1) {
      sb.append("?=lang=en&format=").append(pick(WORDS, random));
    } else if (components == 2) {
      sb.append("?+res=").append(pick(WORDS, random)).append("?=q=").append(random.nextInt(100));
    }
    if (random.nextInt(10) == 0) {
      sb.append("#section-").append(random.nextInt(1, 20));
    }
  }

  /** A version 4 UUID (RFC 9562 section 5.4): random but for the version and variant bits. */
  private static UUID randomUuid(SplittableRandom random) {
    long high = random.nextLong() & ~0xF000L | 0x4000L;
    long low = random.nextLong() & ~(0xC000L << 48) | 0x8000L << 48;
    return new UUID(high, low);
  }

  /** An ISBN-13 with its check digit (ISO 2108: weights 1 and 3, modulo 10). */
  private static void isbn13(StringBuilder sb, SplittableRandom random) {
    String prefix = pick(ISBN_PREFIXES, random);
    String rest = String.format("%08d", random.nextInt(100_000_000));
    String group = prefix + "-" + rest.substring(0, 3) + "-" + rest.substring(3);
    int sum = 0;
    int position = 0;
    for (int i = 0; i < group.length(); i++) {
      char c = group.charAt(i);
      if (c != '-') {
        sum += (c - '0') * (position++ % 2 == 0 ? 1 : 3);
      }
    }
    sb.append(group).append('-').append((10 - sum % 10) % 10);
  }

  /** An ISSN with its check character (ISO 3297: weights 8 to 2, modulo 11, X for ten). */
  private static void issn(StringBuilder sb, SplittableRandom random) {
    String digits = String.format("%07d", random.nextInt(10_000_000));
    int sum = 0;
    for (int i = 0; i < 7; i++) {
      sum += (digits.charAt(i) - '0') * (8 - i);
    }
    int check = (11 - sum % 11) % 11;
    sb.append(digits, 0, 4).append('-').append(digits, 4, 7).append(check == 10 ? "X" : String.valueOf(check));
  }

  private static void ftp(StringBuilder sb, SplittableRandom random) {
    sb.append("ftp://");
    int user = random.nextInt(4);
    if (user == 0) {
      sb.append("anonymous:guest%40").append(pick(DOMAINS, random)).append('@');
    } else if (user == 1) {
      sb.append(pick(NAMES, random)).append(':').append(pick(WORDS, random)).append(random.nextInt(100)).append('@');
    }
    host(sb, random.nextBoolean() ? "ftp" : "mirror", random);
    if (random.nextInt(6) == 0) {
      sb.append(":2121");
    }
    int segments = random.nextInt(1, 5);
    for (int s = 0; s < segments; s++) {
      sb.append('/').append(s == 0 ? "pub" : pick(WORDS, random));
    }
    int kind = random.nextInt(4);
    if (kind == 0) {
      sb.append("/;type=d");
    } else {
      sb.append('/').append(pick(WORDS, random)).append(random.nextBoolean() ? "%20" + random.nextInt(2030) : "")
          .append(pick(EXTENSIONS, random));
      if (kind == 1) {
        sb.append(";type=").append(random.nextBoolean() ? 'i' : 'a');
      }
    }
  }

  private static void news(StringBuilder sb, SplittableRandom random) {
    switch (random.nextInt(5)) {
      case 0 -> sb.append("news:").append(Long.toHexString(random.nextLong())).append('.')
          .append(random.nextInt(100_000)).append('@').append(pick(DOMAINS, random));
      case 1 -> sb.append("news:*");
      case 2 -> host(sb.append("news://"), "news", random).append('/').append(pick(GROUPS, random));
      default -> sb.append("news:").append(pick(GROUPS, random));
    }
  }

  private static void nntp(StringBuilder sb, SplittableRandom random) {
    host(sb.append("nntp://"), "news", random);
    if (random.nextInt(5) == 0) {
      sb.append(":119");
    }
    sb.append('/').append(pick(GROUPS, random));
    if (random.nextInt(4) != 0) {
      sb.append('/').append(random.nextInt(1, 1_000_000));
    }
  }

  private static void file(StringBuilder sb, SplittableRandom random) {
    int form = random.nextInt(6);
    String name = pick(NAMES, random);
    switch (form) {
      case 0, 1 -> sb.append("file:///home/").append(name);
      case 2 -> sb.append("file:///C:/Users/").append(name).append("/Documents");
      case 3 -> host(sb.append("file://"), "files", random).append("/share/").append(name);
      case 4 -> sb.append("file:/var/lib/").append(pick(WORDS, random));
      default -> sb.append("file://localhost/etc/").append(pick(WORDS, random));
    }
    for (int s = random.nextInt(3); s > 0; s--) {
      sb.append('/').append(pick(WORDS, random));
    }
    sb.append('/').append(pick(WORDS, random));
    if (random.nextInt(3) == 0) {
      sb.append("%20").append(random.nextInt(1990, 2030));
    }
    sb.append(pick(EXTENSIONS, random));
  }

  private static void gopher(StringBuilder sb, SplittableRandom random) {
    host(sb.append("gopher://"), "gopher", random);
    if (random.nextInt(5) == 0) {
      sb.append(":7070");
    }
    int shape = random.nextInt(5);
    if (shape == 0) {
      sb.append('/');
      return;
    }
    char type = GOPHER_TYPES[random.nextInt(GOPHER_TYPES.length)];
    sb.append('/').append(type);
    if (type == '7') {
      sb.append("/search%09").append(pick(WORDS, random));
      return;
    }
    for (int s = random.nextInt(1, 4); s > 0; s--) {
      sb.append('/').append(pick(WORDS, random));
    }
    if (type != '1') {
      sb.append(pick(EXTENSIONS, random));
    }
  }

  private static void telnet(StringBuilder sb, SplittableRandom random) {
    sb.append("telnet://");
    int user = random.nextInt(3);
    if (user == 0) {
      sb.append(pick(NAMES, random)).append('@');
    } else if (user == 1) {
      sb.append(pick(NAMES, random)).append(':').append(pick(WORDS, random)).append("%21@");
    }
    host(sb, random.nextBoolean() ? "library" : "bbs", random);
    if (random.nextBoolean()) {
      sb.append(':').append(random.nextBoolean() ? 23 : random.nextInt(1024, 10_000));
    }
    if (random.nextInt(3) != 0) {
      sb.append('/');
    }
  }

  private static void wais(StringBuilder sb, SplittableRandom random) {
    host(sb.append("wais://"), "wais", random);
    if (random.nextInt(4) == 0) {
      sb.append(":210");
    }
    sb.append('/').append(pick(WORDS, random));
    int form = random.nextInt(3);
    if (form == 1) {
      sb.append('?').append(pick(WORDS, random)).append("%20").append(pick(WORDS, random));
    } else if (form == 2) {
      sb.append('/').append(pick(WAIS_TYPES, random)).append('/').append(random.nextInt(100))
          .append("%20").append(random.nextInt(100_000)).append("%20").append(pick(NAMES, random));
    }
  }

  private static void prospero(StringBuilder sb, SplittableRandom random) {
    host(sb.append("prospero://"), "pros", random);
    if (random.nextInt(4) == 0) {
      sb.append(":1525");
    }
    sb.append(random.nextBoolean() ? "//pros/" : "/").append(pick(WORDS, random)).append('/')
        .append(pick(NAMES, random));
    int fields = random.nextInt(3);
    if (fields > 0) {
      sb.append(";OBJECT-VERSION=").append(random.nextInt(1, 10));
    }
    if (fields > 1) {
      sb.append(";format=").append(pick(WORDS, random)).append("%3B").append(random.nextInt(10));
    }
  }

  /** {@code service.example.org} and the like, or now and then an IPv4 address of RFC 5737's documentation range. */
  private static StringBuilder host(StringBuilder sb, String service, SplittableRandom random) {
    if (random.nextInt(12) == 0) {
      return sb.append("192.0.2.").append(random.nextInt(1, 255));
    }
    return sb.append(service).append('.').append(pick(HOST_DOMAINS, random));
  }

  private static String pick(String[] values, SplittableRandom random) {
    return values[random.nextInt(values.length)];
  }
}
