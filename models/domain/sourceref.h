// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <optional>

#include <QString>

namespace Advisor {

/** An entry of the catalog's sources table: a public page, paper or measurement a figure rests on. */
struct SourceRef
{
    QString title;     // English
    QString publisher; // optional: authors, organisation or site, e.g. "Korthikanti et al., NVIDIA"
    std::optional<int> year;
    QString url;
    QString date;    // YYYY-MM-DD the page was read or dated, optional
    QString titleZh; // optional: the title a Chinese reader sees (Alibaba's own Chinese page title where there is one)
    QString publisherZh; // optional: the publisher in Chinese ("阿里云 ECS 帮助文档")
    QString urlZh;       // optional: the same page on Alibaba's Chinese site (help.aliyun.com/zh/…)

    /** The title in the UI's language, English where no Chinese one is given. */
    QString displayTitle() const;
    /** The publisher and the address in the UI's language, as the title. */
    QString displayPublisher() const;
    QString displayUrl() const;
};
/** "Title — Publisher, Year, URL" (the title in the UI's language), leaving out what the entry does not give. */
QString citation(const SourceRef &ref);

} // namespace Advisor
