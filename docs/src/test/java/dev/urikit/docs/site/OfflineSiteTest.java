package dev.urikit.docs.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checks {@link OfflineSite} makes of the built site, on pages written the way Dokka writes them. */
class OfflineSiteTest {

  /** A signature as Dokka's HTML holds it: an annotation block, keywords, links and no-break spaces. */
  private static final String QUERY = "<div class=\"symbol monospace block\"><div class=\"block\"><div class=\"block\">"
      + "<span class=\"token annotation builtin\">@</span><span data-unresolved-link=\"org.jspecify.annotations/Nullable\">"
      + "<span class=\"token annotation builtin\">Nullable</span></span></div></div>"
      + "<span class=\"token keyword\">public </span><span><span class=\"token annotation builtin\">@</span>"
      + "<span class=\"token annotation builtin\">Nullable</span>&nbsp;</span><a href=\"x.html\">String</a>&nbsp;"
      + "<a href=\"query.html\"><span class=\"token function\">query</span></a>"
      + "<span class=\"token punctuation\">(</span><span class=\"token punctuation\">)</span></div>"
      + "<div class=\"brief\">The query.</div>";

  @Test
  void signaturesAreTheTextOfEachSymbol() {
    List<String> texts = OfflineSite.signatures(QUERY + QUERY.replace("query", "fragment"));
    assertEquals(List.of("@Nullable public @Nullable String query()", "@Nullable public @Nullable String fragment()"), texts);
    assertEquals(List.of("List<String> a"), OfflineSite.signatures("<div class=\"symbol monospace\">List&lt;String&gt;&nbsp;a</div>"));
  }

  @Test
  void doubledAnnotationsAreFound() {
    assertTrue(doubled("@Nullable public @Nullable String query()"));
    assertTrue(doubled("@Nullable() public static @Nullable() Uri parseOrNull(String text)"));
    assertTrue(doubled("public UriBuilder scheme(@Nullable @Nullable String scheme)"));
    assertFalse(doubled("public @Nullable String query()"));
    assertFalse(doubled("public UriParts(@Nullable String userInfo, @Nullable String host)"));
    assertFalse(doubled("@Deprecated public @Nullable String old()"));
  }

  @Test
  void sealedClassesMustShowSealedAndPermits(@TempDir Path site) throws IOException {
    Path module = Files.createDirectories(site.resolve("urikit"));
    Files.writeString(module.resolve("package-list"), "$dokka.format:html-v1\ndev.urikit\n", StandardCharsets.UTF_8);
    page(module, "dev.urikit/-uri-reference/index.html",
        "public abstract sealed class UriReference implements Comparable<UriReference> permits Uri, RelativeReference");
    page(module, "dev.urikit/-uri/index.html", "public abstract sealed class Uri extends UriReference permits HierarchicalUri, OpaqueUri");
    OfflineSite.checkSignatures(site);

    page(module, "dev.urikit/-uri/index.html", "public abstract class Uri extends UriReference");
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> OfflineSite.checkSignatures(site));
    assertTrue(e.getMessage().contains("dev.urikit/-uri/index.html shows \"public abstract class Uri extends UriReference\""),
        e.getMessage());
  }

  @Test
  void aDoubledAnnotationFailsTheSite(@TempDir Path site) throws IOException {
    Path module = Files.createDirectories(site.resolve("urikit"));
    Files.writeString(module.resolve("package-list"), "dev.urikit\n", StandardCharsets.UTF_8);
    for (var entry : OfflineSite.SEALED_SIGNATURES.entrySet()) {
      page(module, entry.getKey(), entry.getValue());
    }
    Files.writeString(Files.createDirectories(module.resolve("dev.urikit/-uri")).resolve("query.html"), QUERY, StandardCharsets.UTF_8);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> OfflineSite.checkSignatures(site));
    assertTrue(e.getMessage().contains("dev.urikit/-uri/query.html doubles an annotation"), e.getMessage());
  }

  private static boolean doubled(String signature) {
    return OfflineSite.DOUBLED_ANNOTATION.matcher(signature).find();
  }

  private static void page(Path module, String relative, String signature) throws IOException {
    Path page = module.resolve(relative);
    Files.createDirectories(page.getParent());
    Files.writeString(page, "<html><body><div class=\"symbol monospace\">" + signature.replace("<", "&lt;").replace(">", "&gt;")
        + "</div></body></html>", StandardCharsets.UTF_8);
  }
}
