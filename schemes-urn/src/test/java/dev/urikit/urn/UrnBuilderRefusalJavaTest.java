package dev.urikit.urn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.UriSyntaxException;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What {@link UrnBuilder} refuses: an NID outside RFC 8141 section 2's grammar, a raw value that would
 * move into another component, an unpaired surrogate in any setter; and the q-component its edits keep valid.
 */
class UrnBuilderRefusalJavaTest {

  /** The example of the report: the NID would carry an NSS and an r-component. */
  @Test
  void anNidCarryingAnotherComponentIsRefusedNamingTheRule() {
    UriSyntaxException e = assertThrows(UriSyntaxException.class,
        () -> Urn.builder().nid("isbn:0306406152?+").nss("evil").build());
    assertEquals("urn.nid.character", e.code());
    assertEquals("urn", e.scheme());
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals("urn:".length() + "isbn".length(), e.index());
    assertTrue(e.getMessage().contains(UrnRules.NID_CHARACTER), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"ab:cd", "ab?cd", "ab#cd", "ab/cd", "ab cd", "ab%41", "ab.cd", "ab_cd", "ab~cd", "abé",
      "ab@cd", "ab+", "ab\ncd", "\u0130b"})
  void anNidWithACharacterOutsideLdhIsRefused(String nid) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Urn.builder().nid(nid).nss("x").build(), nid);
    assertEquals("urn.nid.character", e.code(), nid);
    assertTrue(e.getMessage().contains("RFC 8141 section 2"), e.getMessage());
  }

  @ParameterizedTest
  @CsvSource({
      "'', urn.nid.length",
      "a, urn.nid.length",
      "abcdefghijklmnopqrstuvwxyz0123456, urn.nid.length",
      "-ab, urn.nid.hyphen",
      "ab-, urn.nid.hyphen",
  })
  void anNidOfTheWrongLengthOrWithAHyphenAtAnEndIsRefused(String nid, String code) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Urn.builder().nid(nid).nss("x").build(), nid);
    assertEquals(code, e.code(), nid);
  }

  @ParameterizedTest
  @CsvSource({
      "'a?+r', , , urn.nss.character",
      "'a?=q', , , urn.nss.character",
      "a#f, , , urn.nss.character",
      "a, 'r?=q', , urn.r.character",
      "a, r#f, , urn.r.character",
      "a, , q#f, urn.q.character",
  })
  void aRawValueThatWouldMoveIntoAnotherComponentIsRefused(String nss, String r, String q, String code) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class,
        () -> Urn.builder().nid("example").rawNss(nss).rawRComponent(r).rawQComponent(q).build());
    assertEquals(code, e.code());
    assertTrue(e.getMessage().contains("RFC 8141 section 2"), e.getMessage());
  }

  /** A q-component begins with a pchar (RFC 8141 section 2): what an edit leaves first is encoded so. */
  @ParameterizedTest
  @CsvSource({
      "urn:example:x?=a=1&?b=2, a, urn:example:x?=%3Fb=2",
      "urn:example:x?=a=1&/b=2, a, urn:example:x?=%2Fb=2",
      "urn:example:x?=a=1&&?b=2#f, a, urn:example:x?=&?b=2#f",
      "urn:example:x?+r?=a&?b?=c, a, urn:example:x?+r?=%3Fb?=c",
  })
  void removingAQParameterKeepsTheUrnValid(String input, String name, String expected) {
    Urn edited = Urn.parse(input).toBuilder().removeQParameter(name).build();
    assertEquals(expected, edited.toString());
    assertEquals(Urn.parse(input).qParameters().subList(1, Urn.parse(input).qParameters().size()), edited.qParameters());
  }

  /** As WHATWG URLSearchParams.set: the first parameter of the name is replaced where it stands. */
  @Test
  void setQParameterReplacesTheFirstInPlace() {
    Urn urn = Urn.parse("urn:example:a?=lang=en&op=map&lang=fr&x=1");
    assertEquals("urn:example:a?=lang=de&op=map&x=1", urn.toBuilder().setQParameter("lang", "de").build().toString());
    assertEquals("urn:example:a?=lang=en&op=map&lang=fr&x=1&new=v",
        urn.toBuilder().setQParameter("new", "v").build().toString());
    assertEquals("urn:example:a?=k=/v&op=map",
        Urn.parse("urn:example:a?=k=1&op=map").toBuilder().setQParameter("k", "/v").build().toString());
    assertEquals("urn:example:a?=%2Fk=2&op=map",
        Urn.parse("urn:example:a?=%2Fk=1&op=map").toBuilder().setQParameter("/k", "2").build().toString());
  }

  private static final List<String> UNPAIRED = List.of("\uD800", "a\uDBFFb", "\uDC00z", "x\uD83D", "\uDE00\uD83D");

  /** Every setter with a value, and what it is called. */
  static Stream<Arguments> setters() {
    List<Named<BiFunction<UrnBuilder, String, UrnBuilder>>> setters = List.of(
        Named.of("nid", UrnBuilder::nid),
        Named.of("nss", UrnBuilder::nss),
        Named.of("rawNss", UrnBuilder::rawNss),
        Named.of("rComponent", UrnBuilder::rComponent),
        Named.of("rawRComponent", UrnBuilder::rawRComponent),
        Named.of("qComponent", UrnBuilder::qComponent),
        Named.of("rawQComponent", UrnBuilder::rawQComponent),
        Named.of("qParameter name", (b, v) -> b.qParameter(v, "1")),
        Named.of("qParameter value", (b, v) -> b.qParameter("n", v)),
        Named.of("setQParameter name", (b, v) -> b.setQParameter(v, "1")),
        Named.of("setQParameter value", (b, v) -> b.setQParameter("n", v)),
        Named.of("removeQParameter", UrnBuilder::removeQParameter),
        Named.of("fComponent", UrnBuilder::fComponent),
        Named.of("rawFComponent", UrnBuilder::rawFComponent));
    return setters.stream().flatMap(setter -> UNPAIRED.stream().map(value -> Arguments.of(setter, value)));
  }

  /** UTF-8 cannot carry an unpaired surrogate: writing U+FFFD instead would be a silently other value. */
  @ParameterizedTest
  @MethodSource("setters")
  void everySetterRefusesAnUnpairedSurrogate(BiFunction<UrnBuilder, String, UrnBuilder> setter, String value) {
    UrnBuilder builder = Urn.parse("urn:example:a?+r?=n=0#f").toBuilder();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> setter.apply(builder, value));
    assertTrue(e.getMessage().contains("unpaired surrogate"), e.getMessage());
    assertEquals("urn:example:a?+r?=n=0#f", builder.build().toString(), "a refused value changes nothing");
  }

  @Test
  void theFactoriesRefuseAnUnpairedSurrogate() {
    List<Function<String, Urn>> factories = List.of(Urn::ofIsbn, Urn::ofIssn, Urn::ofOid);
    for (String value : UNPAIRED) {
      for (Function<String, Urn> factory : factories) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> factory.apply(value));
        assertTrue(e.getMessage().contains("unpaired surrogate"), e.getMessage());
      }
    }
  }
}
