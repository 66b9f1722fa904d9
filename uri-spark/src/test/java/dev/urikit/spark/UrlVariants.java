package dev.urikit.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * A data set of URL variants, generated from a fixed seed, whose classes of equivalence are known by
 * construction, not computed by urikit: each class has a canonical text written in normal form, and its
 * variants apply only rewritings that RFC 3986 sections 6.2.2 and 6.2.3 and the schemes' RFCs say keep a URI
 * equivalent: case of the scheme and host, the default port (by value: {@code :080}), the case of
 * percent-encoding hex digits, percent-encoded unreserved characters, dot-segments, an empty http path, and
 * for mailto the order of recipients, a recipient in a {@code to} header and the case of header names.
 * Canonical texts that differ are different classes: the words include near misses that differ only where
 * case or encoding matters (path and local part case, {@code %2F} against {@code /}, URN NSS case, news
 * group case, a non-default port).
 */
final class UrlVariants {

  /** One generated URL and the class it belongs to, by construction. */
  record Variant(String text, String canonical) {}

  private static final String[] HOSTS = {"example.com", "example.org", "a.example", "www.example.net", "b-c.example"};
  private static final String[] SEGMENTS = {"docs", "Docs", "a~b", "a_b", "x-y.z", "a%2Fb", "a%3Ab", "v1", "", "index.html"};
  private static final String[] LOCALS = {"ann", "Ann", "bob", "c.d", "e_f"};
  private static final String[] GROUPS = {"comp.lang.java", "Comp.lang.java", "alt.test", "news.answers"};
  private static final String[] NSS = {"a", "A", "a%2Cb", "x:y", "book-1"};

  private final Random random;
  private final Map<String, Set<String>> classes = new LinkedHashMap<>();

  private UrlVariants(long seed) {
    this.random = new Random(seed);
  }

  /** About {@code perScheme} canonical URLs for each of http, https, ftp, mailto, urn and news, with variants. */
  static List<Variant> generate(long seed, int perScheme) {
    UrlVariants g = new UrlVariants(seed);
    for (int i = 0; i < perScheme; i++) {
      g.http(i % 2 == 0 ? "http" : "https", i % 2 == 0 ? "80" : "443");
      g.ftp();
      g.mailto();
      g.urn();
      g.news();
    }
    List<Variant> rows = new ArrayList<>();
    g.classes.forEach((canonical, texts) -> texts.forEach(t -> rows.add(new Variant(t, canonical))));
    java.util.Collections.shuffle(rows, g.random);
    return rows;
  }

  /** The classes of {@code rows}: the texts of each canonical URL. */
  static Set<Set<String>> classesOf(List<Variant> rows) {
    Map<String, Set<String>> byCanonical = new LinkedHashMap<>();
    for (Variant v : rows) {
      byCanonical.computeIfAbsent(v.canonical(), k -> new LinkedHashSet<>()).add(v.text());
    }
    return new LinkedHashSet<>(byCanonical.values());
  }

  private void http(String scheme, String defaultPort) {
    String host = pick(HOSTS);
    String port = random.nextInt(6) == 0 ? ":8080" : "";
    List<String> segments = segments();
    String query = random.nextBoolean() ? "?q=" + pick(SEGMENTS) : "";
    String path = "/" + String.join("/", segments);
    String canonical = scheme + "://" + host + port + path + query;
    Set<String> texts = add(canonical);
    for (int i = 0; i < 4; i++) {
      String p = port.isEmpty() && random.nextBoolean() ? ":" + (random.nextBoolean() ? defaultPort : "0" + defaultPort) : port;
      String written = path.equals("/") && random.nextBoolean() ? "" : variantPath(segments);
      texts.add(mixCase(scheme) + "://" + mixCase(host) + p + written + query);
    }
  }

  private void ftp() {
    String host = pick(HOSTS);
    List<String> segments = segments();
    String path = "/" + String.join("/", segments);
    Set<String> texts = add("ftp://" + host + path);
    for (int i = 0; i < 4; i++) {
      String port = random.nextInt(3) == 0 ? ":21" : "";
      texts.add(mixCase("ftp") + "://" + mixCase(host) + port + variantPath(segments));
    }
  }

  private void mailto() {
    String first = pick(LOCALS) + "@" + pick(HOSTS);
    String second = random.nextBoolean() ? pick(LOCALS) + "@" + pick(HOSTS) : null;
    if (first.equals(second)) {
      second = null;
    }
    String subject = random.nextBoolean() ? "?subject=" + pick(new String[] {"hi", "Hi", "a%3Fb"}) : "";
    String to = second == null ? first : first.compareTo(second) < 0 ? first + "," + second : second + "," + first;
    Set<String> texts = add("mailto:" + to + subject);
    for (int i = 0; i < 4; i++) {
      String a = mailbox(first);
      String header = lowerHex(subject.replace("subject=", random.nextBoolean() ? "Subject=" : "SUBJECT="));
      if (second == null) {
        texts.add(mixCase("mailto") + ":" + a + header);
      } else if (random.nextBoolean()) {
        texts.add(mixCase("mailto") + ":" + mailbox(second) + "," + a + header);
      } else {
        texts.add(mixCase("mailto") + ":" + a + (header.isEmpty() ? "?" : header + "&") + "to=" + mailbox(second));
      }
    }
  }

  private void urn() {
    String nid = random.nextBoolean() ? "example" : "demo";
    String nss = pick(NSS);
    Set<String> texts = add("urn:" + nid + ":" + nss);
    for (int i = 0; i < 3; i++) {
      texts.add(mixCase("urn") + ":" + mixCase(nid) + ":" + (random.nextBoolean() ? lowerHex(nss) : nss));
    }
  }

  private void news() {
    String group = pick(GROUPS);
    boolean server = random.nextBoolean();
    String host = pick(HOSTS);
    Set<String> texts = add(server ? "news://" + host + "/" + group : "news:" + group);
    for (int i = 0; i < 3; i++) {
      String port = random.nextBoolean() ? ":119" : "";
      texts.add(server ? mixCase("news") + "://" + mixCase(host) + port + "/" + group : mixCase("news") + ":" + group);
    }
  }

  private Set<String> add(String canonical) {
    Set<String> texts = classes.computeIfAbsent(canonical, k -> new LinkedHashSet<>());
    texts.add(canonical);
    return texts;
  }

  private List<String> segments() {
    List<String> segments = new ArrayList<>();
    int n = random.nextInt(3) + (random.nextInt(4) == 0 ? 0 : 1);
    for (int i = 0; i < n; i++) {
      segments.add(pick(SEGMENTS));
    }
    if (segments.isEmpty()) {
      segments.add("");
    }
    return segments;
  }

  /** The path of {@code segments} with an unreserved character encoded, hex case changed, or dot-segments added. */
  private String variantPath(List<String> segments) {
    StringBuilder path = new StringBuilder();
    for (int i = 0; i < segments.size(); i++) {
      switch (random.nextInt(5)) {
        case 0 -> path.append("/.");
        case 1 -> path.append("/").append(pick(new String[] {"up", "x.y", "Docs"})).append("/..");
        default -> { }
      }
      path.append('/').append(encodeOneUnreserved(lowerHex(segments.get(i))));
    }
    return path.toString();
  }

  /** {@code segment} with one unreserved character, outside a triplet, percent-encoded in random hex case. */
  private String encodeOneUnreserved(String segment) {
    List<Integer> positions = new ArrayList<>();
    for (int i = 0; i < segment.length(); i++) {
      boolean inTriplet = segment.charAt(i) == '%' || (i >= 1 && segment.charAt(i - 1) == '%')
          || (i >= 2 && segment.charAt(i - 2) == '%');
      if (!inTriplet) {
        positions.add(i);
      }
    }
    if (positions.isEmpty() || random.nextBoolean()) {
      return segment;
    }
    int at = positions.get(random.nextInt(positions.size()));
    String hex = String.format(Locale.ROOT, "%02X", (int) segment.charAt(at));
    return segment.substring(0, at) + "%" + (random.nextBoolean() ? hex : hex.toLowerCase(Locale.ROOT))
        + segment.substring(at + 1);
  }

  /** A mailbox with the case of its domain changed. */
  private String mailbox(String address) {
    int at = address.indexOf('@');
    return address.substring(0, at + 1) + mixCase(address.substring(at + 1));
  }

  /** {@code text} with each letter in random case. */
  private String mixCase(String text) {
    StringBuilder b = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      b.append(random.nextBoolean() ? Character.toUpperCase(c) : c);
    }
    return b.toString();
  }

  /** {@code text} with the hex digits of its percent-encodings in lower case, at random. */
  private String lowerHex(String text) {
    if (text.indexOf('%') < 0 || random.nextBoolean()) {
      return text;
    }
    StringBuilder b = new StringBuilder(text);
    for (int i = text.indexOf('%'); i >= 0; i = text.indexOf('%', i + 1)) {
      b.replace(i + 1, i + 3, text.substring(i + 1, i + 3).toLowerCase(Locale.ROOT));
    }
    return b.toString();
  }

  private String pick(String[] words) {
    return words[random.nextInt(words.length)];
  }
}
