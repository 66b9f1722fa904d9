package dev.urikit.idna;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.http.HttpUri;
import dev.urikit.spi.IdnaMapping;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** The module as a Java user meets it: found by ServiceLoader, used through the SPI and the host setters. */
class Uts46MappingJavaTest {

  @Test
  void serviceLoaderFindsTheModule() {
    IdnaMapping first = ServiceLoader.load(IdnaMapping.class).findFirst().orElseThrow();
    assertInstanceOf(Uts46Mapping.class, first);
    assertInstanceOf(Uts46Mapping.class, IdnaMapping.installed());
  }

  @Test
  void toAsciiAndBack() {
    IdnaMapping idna = IdnaMapping.installed();
    assertEquals("xn--fa-hia.de", idna.toAscii("faß.de"));
    assertEquals("faß.de", idna.toUnicode("xn--fa-hia.de"));
    assertEquals("xn--80ak6aa92e.com", idna.toUnicode("xn--80ak6aa92e.com"));
  }

  @Test
  void aRefusalNamesTheLabelAndTheRule() {
    IdnaMapping.RefusedLabelException e = assertThrows(IdnaMapping.RefusedLabelException.class,
        () -> IdnaMapping.installed().toAscii("mail.a⒈com"));
    assertEquals(1, e.labelIndex());
    assertEquals("a⒈com", e.label());
    assertEquals("V7", e.rule());
    assertTrue(e.getMessage().startsWith("not an internationalized domain name: label 1 (\"a⒈com\") breaks UTS #46 rule V7: "),
        e.getMessage());
  }

  @Test
  void httpHostsUseIt() {
    HttpUri uri = HttpUri.builder().scheme("https").host("Bücher.example").addTrailingSlash().build();
    assertEquals("https://xn--bcher-kva.example/", uri.toString());
    assertEquals("bücher.example", uri.unicodeHost());
  }
}
