package dev.urikit.urn.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.urn.IetfUrn;
import dev.urikit.urn.IsbnUrn;
import dev.urikit.urn.IssnUrn;
import dev.urikit.urn.OidUrn;
import dev.urikit.urn.Urn;
import dev.urikit.urn.UrnParameter;
import dev.urikit.urn.UuidUrn;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * The urn module under any input: {@code "urn:"} and the input (or the input itself when it begins with
 * {@code urn:}) is parsed with the module installed, and either refused with a {@link UriSyntaxException}
 * whose index lies inside the text, or accepted, and then its view reads parts that make up the text
 * again, its namespace's views never throw, normalization is idempotent and keeps it equal, equals,
 * hashCode and compareTo agree, and the builder rebuilds it from its parts.
 *
 * <p>{@code ./mvnw verify} replays the seeds under
 * {@code src/test/resources/dev/urikit/urn/fuzz/UrnFuzzTestInputs/urn/} (the module's vectors);
 * {@code JAZZER_FUZZ=1 ./mvnw -pl schemes-urn -am test -Dtest=UrnFuzzTest -Dsurefire.failIfNoSpecifiedTests=false}
 * fuzzes for real for five minutes (the annotation's {@code maxDuration}), keeping its corpus in
 * {@code .cifuzz-corpus} and writing an input that fails next to the seeds, where every later build replays it.
 */
class UrnFuzzTest {

  /** URNs of each shipped namespace and of none, to compare with: their order must be a total order with the input's. */
  private static final List<Urn> OTHERS = List.of(
      Urn.parse("urn:example:a123,z456"),
      Urn.parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6"),
      Urn.parse("urn:isbn:0306406152"),
      Urn.parse("urn:ietf:rfc:3986"));

  @FuzzTest(maxDuration = "5m")
  void urn(FuzzedDataProvider data) {
    String input = data.consumeRemainingAsString();
    check(input.regionMatches(true, 0, "urn:", 0, 4) ? input : "urn:" + input);
  }

  static void check(String text) {
    Urn urn;
    try {
      urn = Urn.parse(text);
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= text.length(), () -> "index " + e.index() + " outside the input");
      assertNull(Urn.parseOrNull(text), "parseOrNull agrees with parse");
      return;
    }
    assertEquals(text, urn.toString());
    assertEquals(urn, Uri.parse(text).view(Urn.class), "the installed registry gives the same view");
    readView(urn, text);
    checkNormalization(urn);
    checkOrder(urn);
    checkBuilder(urn);
  }

  /** The parts put together give the text back; the namespace's views read without throwing. */
  private static void readView(Urn urn, String text) {
    StringBuilder parts = new StringBuilder(text.substring(0, 4)).append(urn.nid()).append(':').append(urn.nss());
    if (urn.rComponent() != null) {
      parts.append("?+").append(urn.rComponent());
    }
    if (urn.qComponent() != null) {
      parts.append("?=").append(urn.qComponent());
    }
    if (urn.fComponent() != null) {
      parts.append('#').append(urn.fComponent());
    }
    assertEquals(text, parts.toString(), "the parts make up the text");
    urn.decodedNss();
    for (UrnParameter parameter : urn.qParameters()) {
      assertNotNull(parameter.name());
    }
    for (Class<?> type : List.of(UUID.class, UuidUrn.class, IsbnUrn.class, IssnUrn.class, OidUrn.class, IetfUrn.class)) {
      urn.namespaceView(type);
    }
  }

  private static void checkNormalization(Urn urn) {
    Urn normalized = urn.normalize();
    assertEquals(normalized.toString(), normalized.normalize().toString(), "normalize is idempotent");
    assertEquals(urn, normalized, "a URN equals its normal form");
    assertEquals(urn.hashCode(), normalized.hashCode());
    assertEquals(0, urn.compareTo(normalized));
    Urn reparsed = Urn.parse(normalized.toString());
    assertEquals(normalized.toString(), reparsed.toString());
    assertEquals(normalized, reparsed);
    Urn upper = Urn.parse("URN:" + urn.nid().toUpperCase(Locale.ROOT) + ":" + urn.nss());
    assertEquals(urn, upper, "the case of \"urn\" and the NID, and the r-, q- and f-components, do not count");
    assertEquals(urn.hashCode(), upper.hashCode());
    assertEquals(normalized.toString().replaceFirst("[?#].*", ""), upper.normalize().toString(),
        "equal URNs without r-, q- and f-components normalize to one text");
  }

  private static void checkOrder(Urn urn) {
    for (Urn other : OTHERS) {
      int order = urn.compareTo(other);
      assertEquals(Integer.signum(order), -Integer.signum(other.compareTo(urn)), "compareTo is antisymmetric");
      assertEquals(order == 0, urn.equals(other), "compareTo is 0 exactly for equal URNs");
      assertTrue(order != 0 || urn.hashCode() == other.hashCode(), "equal URNs hash alike");
    }
  }

  private static void checkBuilder(Urn urn) {
    String lowerScheme = "urn" + urn.toString().substring(3);
    Urn copied = urn.toBuilder().build();
    assertEquals(lowerScheme, copied.toString(), "toBuilder().build() keeps every part as written");
    assertEquals(urn, copied);
    Urn rebuilt = Urn.builder().nid(urn.nid()).rawNss(urn.nss()).rawRComponent(urn.rComponent())
        .rawQComponent(urn.qComponent()).rawFComponent(urn.fComponent()).build();
    assertEquals(lowerScheme, rebuilt.toString(), "the builder given the parts as written rebuilds the text");
    if (urn.decodedNss().indexOf('\uFFFD') < 0) { // else the NSS may not be UTF-8, and has no decoded value to write back
      Urn decoded = urn.toBuilder().nss(urn.decodedNss()).build();
      assertEquals(lowerScheme, decoded.toString(), "the NSS written back decoded keeps the text");
    }
  }
}
