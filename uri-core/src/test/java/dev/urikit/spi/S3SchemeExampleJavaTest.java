package dev.urikit.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.HierarchicalUri;
import dev.urikit.HostType;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The example plugin of the {@code dev.urikit.spi} package documentation, compiled and tested. The
 * nested classes {@code S3Location}, {@code S3Scheme} and {@code S3SchemeProvider} are the text the
 * documentation shows: a change to one is made to the other by hand.
 */
class S3SchemeExampleJavaTest {

  // ---- the example of package-info.java, from here ...

  // Where an s3 URI points: a bucket, and an object key, decoded ("" for the bucket itself).
  record S3Location(String bucket, String key) {}

  // The s3 scheme: s3://bucket/key.
  static final class S3Scheme implements Scheme {

    static final String BUCKET_RULE = "a bucket name has 3 to 63 letters, digits, '.' and '-', begins and ends"
        + " with a letter or digit, has no '..' and no prefix 'xn--' nor suffix '-s3alias' (Amazon S3 User Guide,"
        + " bucket naming rules)";

    public String name() {
      return "s3";
    }

    public SchemeForm form() {
      return SchemeForm.HIERARCHICAL;                    // "s3:bucket" is refused before validate
    }

    public boolean hasHierarchicalPath() {
      return false;                                      // "a/../b" is a key of its own: normalization keeps it
    }

    public boolean canBeBase() {
      return false;                                      // resolution would remove a key's dot-segments
    }

    public @Nullable SchemeViolation validate(Uri uri) {
      if (!UriLayout.hasAuthority(uri)) {
        return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "s3.bucket.missing", "s3://bucket/key names a bucket");
      }
      if (UriLayout.hasUserInfo(uri)) {
        return new SchemeViolation(UriLayout.authorityStart(uri), "s3.userinfo", "an s3 URI has no user information");
      }
      if (UriLayout.hasPort(uri)) {
        return new SchemeViolation(UriLayout.portStart(uri), "s3.port", "an s3 URI has no port");
      }
      int start = UriLayout.hostStart(uri);
      if (UriLayout.hostType(uri) != HostType.REG_NAME) {
        return new SchemeViolation(start, "s3.bucket.address", "a bucket name is not an IP address");
      }
      int bad = badBucketIndex(uri.toString(), start, UriLayout.hostEnd(uri));
      return bad < 0 ? null : new SchemeViolation(bad, "s3.bucket.name", BUCKET_RULE);
    }

    // The index of the first character in text[start, end) that breaks the bucket naming rules, or -1.
    static int badBucketIndex(String text, int start, int end) {
      if (end - start < 3 || end - start > 63) {
        return start;
      }
      for (int i = start; i < end; i++) {
        char c = text.charAt(i);
        // either case: a host is case-insensitive (RFC 3986 section 3.2.2), "MyBucket" is "mybucket"
        boolean letterOrDigit = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
        if (!letterOrDigit && (i == start || i == end - 1 || (c != '.' && c != '-'))) {
          return i;
        }
        if (c == '.' && text.charAt(i - 1) == '.') {
          return i;
        }
      }
      if (text.regionMatches(true, start, "xn--", 0, 4)) {
        return start;
      }
      if (end - start >= 8 && text.regionMatches(true, end - 8, "-s3alias", 0, 8)) {
        return end - 8;
      }
      return -1;
    }

    public List<SchemeViolation> warnings(Uri uri) {
      String text = uri.toString();
      for (int i = UriLayout.hostStart(uri); i < UriLayout.hostEnd(uri); i++) {
        if (text.charAt(i) == '.') {
          return List.of(new SchemeViolation(i, "s3.bucket.dots",
              "avoid '.' in a bucket name: HTTPS to its virtual host cannot check the certificate"));
        }
      }
      return List.of();
    }

    public void normalize(UriParts parts) {
      if (parts.path().isEmpty()) {
        parts.path("/");                                 // s3://bucket is s3://bucket/
      }
    }

    public <T> @Nullable T view(Uri uri, Class<T> type) {
      if (type != S3Location.class) {
        return null;
      }
      HierarchicalUri hierarchical = (HierarchicalUri) uri;
      String bucket = Objects.requireNonNull(hierarchical.decodedHost()).toLowerCase(Locale.ROOT);
      String path = hierarchical.decodedPath();
      return type.cast(new S3Location(bucket, path.isEmpty() ? "" : path.substring(1)));
    }

    public ViewDescription describe(Uri uri) {
      S3Location location = Objects.requireNonNull(view(uri, S3Location.class));
      return ViewDescription.builder("s3").put("bucket", location.bucket()).put("key", location.key()).build();
    }
  }

  // Listed in META-INF/services/dev.urikit.spi.SchemeProvider of the module that ships it.
  public static final class S3SchemeProvider implements SchemeProvider {
    public void register(SchemeRegistrar registrar) {
      registrar.add(new S3Scheme());
    }
  }

  // ---- ... to here.

  private static final SchemeRegistry S3 = SchemeRegistry.builder().add(new S3SchemeProvider()).build();

  private static Uri parse(String text) {
    return Uri.parse(text, S3);
  }

  @Test
  void viewAndDescriptionGiveBucketAndDecodedKey() {
    Uri uri = parse("s3://My-Bucket/photos/2024/cat%20one.jpg");
    assertEquals(new S3Location("my-bucket", "photos/2024/cat one.jpg"), uri.view(S3Location.class));
    ViewDescription description = Objects.requireNonNull(uri.viewDescription());
    assertEquals("s3", description.name());
    assertEquals(Map.of("bucket", "my-bucket", "key", "photos/2024/cat one.jpg"), description.members());
    assertNull(uri.view(String.class));
    assertEquals(new S3Location("bucket", ""), parse("s3://bucket").view(S3Location.class));
  }

  @Test
  void normalizationKeepsDotSegmentsOfKeys() {
    Uri uri = parse("S3://My-Bucket/a/./b/../c");
    assertEquals("s3://my-bucket/a/./b/../c", uri.normalize().toString());
    assertNotEquals(parse("s3://my-bucket/a/c"), uri);
    assertEquals(parse("s3://my-bucket/a/%2E/b/../c"), uri);
    assertEquals(parse("s3://bucket/"), parse("s3://bucket"));
    assertEquals("s3://bucket/", parse("s3://bucket").normalize().toString());
  }

  @Test
  void noDefaultPortAndNoPortAtAll() {
    assertNull(new S3Scheme().defaultPort());
    UriSyntaxException error = assertThrows(UriSyntaxException.class, () -> parse("s3://bucket:443/k"));
    assertEquals("s3.port", error.code());
    assertEquals(12, error.index());
  }

  @ParameterizedTest
  @CsvSource({
      "s3://ab/k,                 s3.bucket.name,    5",
      "s3://-abc/k,               s3.bucket.name,    5",
      "s3://abc-/k,               s3.bucket.name,    8",
      "s3://a..b/k,               s3.bucket.name,    7",
      "s3://a_b/k,                s3.bucket.name,    6",
      "s3://xn--abc/k,            s3.bucket.name,    5",
      "s3://logs-s3alias/k,       s3.bucket.name,    9",
      "s3://192.168.5.4/k,        s3.bucket.address, 5",
      "s3://[::1]/k,              s3.bucket.address, 5",
      "s3://user@bucket/k,        s3.userinfo,       5",
      "s3:/bucket/k,              s3.bucket.missing, 3",
  })
  void bucketNamingRulesAreEnforced(String text, String code, int index) {
    UriSyntaxException error = assertThrows(UriSyntaxException.class, () -> parse(text));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, error.kind());
    assertEquals(code, error.code());
    assertEquals(index, error.index());
    assertNull(Uri.parseOrNull(text, S3));
  }

  @ParameterizedTest
  @CsvSource({"s3://abc/k", "s3://MyBucket/k", "s3://a-b.c-d/k", "s3://" + "a23456789a123456789b123456789c123456789d123456789e123456789f12/"})
  void validBucketNamesAreAccepted(String text) {
    assertSame(S3.lookup("s3"), parse(text).registeredScheme());
  }

  @Test
  void opaqueFormIsRefused() {
    assertNull(Uri.parseOrNull("s3:bucket/key", S3));
  }

  @Test
  void aDottedBucketIsAWarningNotAnError() {
    List<SchemeViolation> warnings = parse("s3://logs.example/k").warnings();
    assertEquals(1, warnings.size());
    assertEquals("s3.bucket.dots", warnings.get(0).code());
    assertEquals(9, warnings.get(0).index());
    assertTrue(parse("s3://logs-example/k").warnings().isEmpty());
  }

  @Test
  void aKeyIsNoBase() {
    Uri base = parse("s3://bucket/logs/");
    UriSyntaxException error = assertThrows(UriSyntaxException.class, () -> base.resolve("2024/x"));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, error.kind());
    Uri target = parse("s3://bucket/logs/2024/x");
    assertSame(target, base.relativize(target));
  }

  @Test
  void validateAllocatesNothingOnSuccess() {
    com.sun.management.ThreadMXBean bean = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    Scheme scheme = new S3Scheme();
    Uri[] uris = {parse("s3://my-bucket/a/b"), parse("s3://MyBucket.Example/"), parse("s3://abc")};
    int calls = 200_000;
    int refused = 0;
    for (int i = 0; i < calls; i++) {
      refused += scheme.validate(uris[i % uris.length]) == null ? 0 : 1;
    }
    long thread = Thread.currentThread().getId();
    long before = bean.getThreadAllocatedBytes(thread);
    for (int i = 0; i < calls; i++) {
      refused += scheme.validate(uris[i % uris.length]) == null ? 0 : 1;
    }
    long allocated = bean.getThreadAllocatedBytes(thread) - before;
    assertEquals(0, refused);
    assertTrue(allocated < 4096, allocated + " bytes allocated by " + calls + " calls");
  }
}
