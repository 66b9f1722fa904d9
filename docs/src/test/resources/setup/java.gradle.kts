// The guide's Gradle setup for a Java project (getting-started.md), checked by SetupSnippetsTest.
plugins {
    java
}

dependencies {
    implementation("dev.urikit:uri-core:0.1.0-SNAPSHOT")
    implementation("dev.urikit:schemes-http:0.1.0-SNAPSHOT")
}
